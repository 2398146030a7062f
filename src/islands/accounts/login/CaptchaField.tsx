import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { FIELD_MAX } from '../../../../contract/limits.ts';
import type { Text } from '../../../i18n/text.ts';
import type { CaptchaImageHandle } from '../../ui/CaptchaImage.tsx';
import { Field } from '../../ui/Field.tsx';

// The captcha shows only after a failed attempt: most visits never load it.
const CaptchaImage = lazy(() => import('../../ui/CaptchaImage.tsx').then((m) => ({ default: m.CaptchaImage })));

/**
 * The captcha of the login forms (CONTRACT.md 5.1 "Captcha on login"): hidden until a refusal
 * asks for it (`value.captcha`), and replaced after every failed attempt, since each answers once.
 */
export const useCaptchaStep = () => {
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState('');
  const image = useRef<CaptchaImageHandle>(null);
  return {
    shown,
    value,
    setValue,
    image,
    /** The attempt failed; `asked` when the refusal wants a captcha from now on. */
    failed(asked: boolean) {
      if (shown) image.current?.replace();
      if (asked) setShown(true);
      setValue('');
    },
    missing: () => shown && !value.trim(),
    /** What the request carries: the answer, once the captcha is shown. */
    answer: (): { captcha?: string } => (shown ? { captcha: value.trim() } : {}),
  };
};

export interface CaptchaFieldProps {
  shown: boolean;
  value: string;
  onChange(value: string): void;
  image: RefObject<CaptchaImageHandle | null>;
  t: Text<'login'>;
  error?: string | undefined;
}

export const CaptchaField = ({ shown, value, onChange, image, t, error }: CaptchaFieldProps) =>
  shown ? (
    <Field
      name="captcha"
      label={t('login.captcha')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={FIELD_MAX.captcha}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      addon={
        <Suspense fallback={null}>
          <CaptchaImage ref={image} text={{ image: t('login.captchaImage'), refresh: t('login.captchaRefresh'), unavailable: t('login.captchaUnavailable') }} />
        </Suspense>
      }
    />
  ) : null;
