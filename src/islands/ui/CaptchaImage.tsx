import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { captchaReplaceDelayMs, fetchCaptchaImage, mayRefreshCaptcha } from './captcha.ts';

export interface CaptchaImageText {
  image: string;
  refresh: string;
  unavailable: string;
}

/** Lets the form ask for a fresh image after a failed submit (a captcha answers once). */
export interface CaptchaImageHandle {
  replace(): void;
}

type Captcha = { kind: 'loading' } | { kind: 'shown'; src: string } | { kind: 'failed' };

/**
 * The captcha image with its refresh button, to put beside a captcha Field (its `addon`). The
 * image is bound to this browser by the platform's cookie; refreshes are throttled to one a
 * second (SPEC section 9), and a replacement asked for inside that second waits for it.
 */
export const CaptchaImage = forwardRef<CaptchaImageHandle, { text: CaptchaImageText }>(({ text }, ref) => {
  const [captcha, setCaptcha] = useState<Captcha>({ kind: 'loading' });
  const lastRefresh = useRef<number | null>(null);
  // The platform starts its one-second gap when it answers, not when it was asked: a replacement
  // counts from the answer, or it can arrive inside the gap and be refused.
  const answeredAt = useRef<number | null>(null);

  const load = () => {
    lastRefresh.current = Date.now();
    fetchCaptchaImage().then(
      (src) => {
        answeredAt.current = Date.now();
        setCaptcha({ kind: 'shown', src });
      },
      () => setCaptcha({ kind: 'failed' }),
    );
  };
  const refresh = () => {
    if (mayRefreshCaptcha(lastRefresh.current, Date.now())) load();
  };
  useImperativeHandle(ref, () => ({
    replace() {
      setCaptcha({ kind: 'loading' });
      window.setTimeout(load, captchaReplaceDelayMs(answeredAt.current ?? lastRefresh.current, Date.now()));
    },
  }));
  useEffect(refresh, []);

  return (
    <>
      {captcha.kind === 'shown' && <img className="ui-captcha__image" src={captcha.src} alt={text.image} width={120} height={44} />}
      {captcha.kind === 'failed' && <span className="ui-captcha__failed">{text.unavailable}</span>}
      <button type="button" className="ui-icon-button" aria-label={text.refresh} onClick={refresh}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  );
});
CaptchaImage.displayName = 'CaptchaImage';
