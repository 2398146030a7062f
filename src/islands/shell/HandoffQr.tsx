import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { $handoffQr, watchHandoffQr } from './app-handoff.ts';

export interface HandoffQrText {
  platform: string;
  /** Alternative text of the code image. */
  image: string;
  link: string;
  loading: string;
  failed: string;
  retry: string;
}

interface HandoffQrProps {
  /** The operator's iOS download address. */
  base: string;
  lang: ShippedLanguage;
  text: HandoffQrText;
}

/**
 * The iOS app QR code of a logged-in member. It hydrates when its popover first shows
 * (`client:visible`) and keeps a fresh single-use code only while it stays in view.
 */
export const HandoffQr = ({ base, lang, text }: HandoffQrProps) => {
  const state = useStore($handoffQr, { ssr: 'initial' });
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => setShown(entry?.isIntersecting ?? false));
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, []);

  useEffect(() => (shown ? watchHandoffQr(base, lang) : undefined), [shown, attempt, base, lang]);

  return (
    <figure ref={ref} className="app-qr" aria-busy={state.kind === 'loading' || state.kind === 'idle'}>
      {state.kind === 'ready' ? (
        <img className="app-qr__image" src={state.image} alt={text.image} width="128" height="128" />
      ) : (
        <div className="app-qr__image app-qr__image--empty">
          {state.kind === 'failed' ? (
            <>
              <span>{text.failed}</span>
              <button type="button" className="app-qr__retry" onClick={() => setAttempt((n) => n + 1)}>
                {text.retry}
              </button>
            </>
          ) : (
            <span>{text.loading}</span>
          )}
        </div>
      )}
      <figcaption>
        {state.kind === 'ready' ? (
          <a href={state.link} target="_blank" rel="noopener noreferrer">
            {text.link}
          </a>
        ) : (
          text.platform
        )}
      </figcaption>
    </figure>
  );
};
