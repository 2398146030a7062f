import { useEffect, useRef, useState } from 'react';
import { totpCodeSchema, type TotpSetup } from '../../../../contract/security.ts';
import { closeModal } from '../../../stores/modal.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { qrDataUrl } from '../../ui/qr.ts';
import { disableTotp, enableTotp, startTotpSetup } from './security-api.ts';
import type { SecurityModalParams } from './security-params.ts';
import { refusalText, useSecurityForm } from './use-security-form.ts';

/** The app's code, checked as the platform checks it; null when it may be sent. */
const codeProblem = (code: string, t: SecurityModalParams['t']) => (totpCodeSchema.safeParse(code).success ? null : t('security.totp.codeFormat'));

type Setup = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; setup: TotpSetup; qr: string };

/**
 * Turning the authenticator app on: the platform makes a key, shown as a QR code and as text;
 * the first code from the app turns it on, and the ten recovery codes are shown, this once only.
 */
export const TotpEnableForm = ({ params }: { params: SecurityModalParams }) => {
  const { t } = params;
  const [setup, setSetup] = useState<Setup>({ kind: 'loading' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { root, values, field, setProblems, formError, setFormError, busy } = useSecurityForm({ code: '' }, t);
  const [sending, setSending] = useState(false);
  const codesHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    startTotpSetup()
      .then(async (made) => live && setSetup({ kind: 'ready', setup: made, qr: await qrDataUrl(made.uri) }))
      .catch((error: unknown) => live && setSetup({ kind: 'failed', message: refusalText(t, error) }));
    return () => {
      live = false;
    };
  }, [attempt, t]);
  // The key arrives after the modal took the focus: the code's field gets it then.
  useEffect(() => {
    if (setup.kind === 'ready') root.current?.querySelector<HTMLElement>('input[name="code"]')?.focus();
  }, [setup.kind, root]);
  // The codes replace the form: the focus goes to their heading, so a screen reader starts there.
  // Once the app is on, however the modal closes (the button, Esc), the section is read again.
  useEffect(() => {
    if (!codes) return;
    codesHeading.current?.focus();
    return () => location.reload();
  }, [codes]);

  const submit = async () => {
    if (sending || busy) return;
    const problem = codeProblem(values.code, t);
    setProblems(problem ? { code: problem } : {});
    setFormError(null);
    if (problem) {
      root.current?.querySelector<HTMLElement>('input[name="code"]')?.focus();
      return;
    }
    setSending(true);
    try {
      setCodes((await enableTotp(values.code)).recoveryCodes);
    } catch (error) {
      setFormError(refusalText(t, error));
    } finally {
      setSending(false);
    }
  };

  if (codes)
    return (
      <div className="security-totp">
        <h3 ref={codesHeading} tabIndex={-1} className="security-totp__heading">
          {t('security.totp.codesTitle')}
        </h3>
        <p className="security-lead">{t('security.totp.codesLead')}</p>
        <ol className="security-totp__codes" aria-label={t('security.totp.codesList')} data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <button type="button" className="button security-submit" onClick={closeModal}>
          {t('security.totp.saved')}
        </button>
      </div>
    );
  if (setup.kind === 'loading')
    return (
      <p className="security-lead" role="status">
        {t('security.totp.loading')}
      </p>
    );
  if (setup.kind === 'failed')
    return (
      <div>
        <p className="security-lead" role="alert">
          {setup.message}
        </p>
        <button
          type="button"
          className="button security-submit"
          onClick={() => {
            setSetup({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
          data-autofocus
        >
          {t('security.totp.retry')}
        </button>
      </div>
    );
  return (
    <div ref={root} className="security-totp">
      <p className="security-lead">{t('security.totp.scan')}</p>
      <img className="security-totp__qr" src={setup.qr} alt={t('security.totp.qr')} width="200" height="200" />
      <p className="security-totp__secret">
        {t('security.totp.secret')} <code data-testid="totp-secret">{setup.setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
      <Form onSubmit={() => void submit()} error={formError}>
        <Field {...field('code')} label={t('security.totp.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={16} data-autofocus />
        <button type="submit" className="button security-submit" aria-disabled={sending}>
          {sending ? t('security.totp.confirming') : t('security.totp.confirm')}
        </button>
      </Form>
    </div>
  );
};

/** Turning it off: a current code from the app, or an unused recovery code for someone who lost the phone. */
export const TotpDisableForm = ({ params }: { params: SecurityModalParams }) => {
  const { t } = params;
  const { root, values, field, formError, busy, submit: submitChecked } = useSecurityForm({ code: '' }, t);
  const submit = () =>
    void submitChecked(
      () => (values.code.trim() ? {} : { code: t('security.form.required') }),
      async () => {
        await disableTotp(values.code.trim());
        return t('security.totp.disabled');
      },
      () => t('security.totp.codeFormat'),
    );
  return (
    <div ref={root}>
      <p className="security-lead">{t('security.totp.disableLead')}</p>
      <Form onSubmit={submit} error={formError}>
        <Field {...field('code')} label={t('security.totp.disableCode')} autoComplete="one-time-code" maxLength={32} data-autofocus />
        <button type="submit" className="button security-submit" aria-disabled={busy}>
          {busy ? t('security.form.saving') : t('security.totp.disableSubmit')}
        </button>
      </Form>
    </div>
  );
};
