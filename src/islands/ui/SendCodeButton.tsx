import { useEffect, useRef, useState } from 'react';
import type { SmsCodeResult } from '../../../contract/accounts.ts';
import { fill } from '../../../contract/fill.ts';
import { secondsLeft, smsCountdownEnd } from './countdown.ts';

export interface SendCodeText {
  /** "Send code". */
  send: string;
  /** "Resend in {{seconds}} s". */
  wait: string;
  sending: string;
}

export interface SendCodeButtonProps {
  text: SendCodeText;
  /** Sends the code; rejects with the failure, which the caller shows. Returns the code's life. */
  send(): Promise<SmsCodeResult>;
  /** Called with the failure of `send` (e.g. to show the server's message in a warning dialog). */
  onError(error: unknown): void;
  /** Checked before sending, e.g. that a valid number is typed; false stops the send. */
  canSend?: (() => boolean) | undefined;
  /** The button's classes: each form family has its own look. */
  className: string;
}

/** Clicks closer together than this are ignored (SPEC section 9: SMS throttle 1 s). */
const THROTTLE_MS = 1_000;

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'waiting'; endsAt: number };

/**
 * The send-code button of every SMS and e-mail code form (sign-up, login, recovery, security centre): after a send it counts down `expiredMinutes × 60`
 * seconds and stays disabled until the end (SPEC section 4 "SMS code send").
 */
export const SendCodeButton = ({ text, send, onError, canSend, className }: SendCodeButtonProps) => {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const lastClick = useRef(0);

  useEffect(() => {
    if (state.kind !== 'waiting') return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= state.endsAt) setState({ kind: 'idle' });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [state]);

  const click = async () => {
    const at = Date.now();
    if (state.kind !== 'idle' || at - lastClick.current < THROTTLE_MS) return;
    // A click refused for a bad number sends nothing, so it does not start the throttle.
    if (canSend && !canSend()) return;
    lastClick.current = at;
    setState({ kind: 'sending' });
    try {
      const { expiredMinutes } = await send();
      const sentAt = Date.now();
      setNow(sentAt);
      setState({ kind: 'waiting', endsAt: smsCountdownEnd(sentAt, expiredMinutes) });
    } catch (error) {
      setState({ kind: 'idle' });
      onError(error);
    }
  };

  const label = state.kind === 'sending' ? text.sending : state.kind === 'waiting' ? fill(text.wait, { seconds: secondsLeft(state.endsAt, now) }) : text.send;
  return (
    <button type="button" className={className} disabled={state.kind !== 'idle'} onClick={() => void click()}>
      {label}
    </button>
  );
};
