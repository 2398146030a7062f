import { useEffect, useRef, useState } from 'react';
import type { SecurityText } from './security-params.ts';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'waiting'; endsAt: number };

/** Presses closer together than this are ignored (SPEC section 9: SMS throttle 1 s). */
const THROTTLE_MS = 1_000;

export interface CodeButtonProps {
  t: SecurityText;
  /** Sends the code and answers its life in minutes; rejects with the failure. */
  send(): Promise<{ expiredMinutes: number }>;
  onError(error: unknown): void;
  /** Checked first (e.g. a valid number is typed); false sends nothing. */
  canSend?: (() => boolean) | undefined;
}

/**
 * The send-code button of the security forms: after a send it counts down the code's life
 * (`expiredMinutes × 60` s, SPEC section 4) and stays disabled until the end.
 */
export const CodeButton = ({ t, send, onError, canSend }: CodeButtonProps) => {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const lastPress = useRef(0);

  useEffect(() => {
    if (state.kind !== 'waiting') return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= state.endsAt) setState({ kind: 'idle' });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [state]);

  const press = async () => {
    const at = Date.now();
    if (state.kind !== 'idle' || at - lastPress.current < THROTTLE_MS) return;
    if (canSend && !canSend()) return;
    lastPress.current = at;
    setState({ kind: 'sending' });
    try {
      const { expiredMinutes } = await send();
      const sentAt = Date.now();
      setNow(sentAt);
      setState({ kind: 'waiting', endsAt: sentAt + expiredMinutes * 60_000 });
    } catch (error) {
      setState({ kind: 'idle' });
      onError(error);
    }
  };

  const seconds = state.kind === 'waiting' ? Math.max(0, Math.ceil((state.endsAt - now) / 1000)) : 0;
  const label =
    state.kind === 'sending' ? t('security.form.sending') : state.kind === 'waiting' ? t('security.form.resend', { seconds }) : t('security.form.sendCode');
  return (
    <button type="button" className="button security-secondary security-code" disabled={state.kind !== 'idle'} onClick={() => void press()}>
      {label}
    </button>
  );
};
