import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_DIALING_CODE, type RegisterMethod } from '../../../../contract/accounts.ts';
import { solveHumanChallenge } from '../../../../contract/human-proof.ts';
import { checkAffiliateCode, fetchHumanChallenge, register } from './register-api.ts';
import { sendRegisterSms } from '../verification-api.ts';
import { failureText } from '../../../i18n/failure-text.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { afterLogin } from '../login-flow.ts';
import { closeModal } from '../../../stores/modal.ts';
import { focusFirstInvalid } from '../../ui/Form.tsx';
import type { CaptchaImageHandle } from '../../ui/CaptchaImage.tsx';
import { forgetInvitation } from './invitation-memory.ts';
import type { RegisterParams } from './register-data.ts';
import { INVITATION_KEY, runRegistration, type AgreementProblems, type RegisterOutcome } from './register-flow.ts';
import { boundsOf, checkField, formPlan, type FormField, type FormValues, type Problems } from './register-form.ts';

export type BusyStep = 'affiliate' | 'human' | 'register';
type Busy = { kind: 'idle' } | { kind: 'busy'; step: BusyStep };
type Agreement = 'terms' | 'age';

const withProblem = <K extends string>(problems: Partial<Record<K, string>>, field: K, key: string | null): Partial<Record<K, string>> => {
  const next = { ...problems };
  if (key) next[field] = key;
  else delete next[field];
  return next;
};

/**
 * The state of one register form (one method): values, problems, the running step. Checks run
 * on submit, and on leaving a field once it was typed in; a field that shows a problem is checked
 * again as it changes, so the message goes as soon as it is fixed.
 */
export const useRegisterForm = (params: RegisterParams, method: RegisterMethod) => {
  const { t, rules, flags } = params;
  const [showAffiliate, setShowAffiliate] = useState(false);
  const plan = useMemo(() => formPlan(method, rules, flags, showAffiliate), [method, rules, flags, showAffiliate]);
  const [invitation, setInvitation] = useState(params.invitation);
  const [values, setValues] = useState<FormValues>(() => ({
    countryDialingCode: DEFAULT_DIALING_CODE,
    // A shown invitation field starts with the code of the host, for the reader to keep or change.
    affiliateCode: plan.fields.includes('affiliateCode') ? (params.invitation.affiliateCode ?? '') : '',
  }));
  const [agreement, setAgreement] = useState<Record<Agreement, boolean>>({ terms: false, age: false });
  const [problems, setProblems] = useState<Problems>({});
  const [agreementProblems, setAgreementProblems] = useState<AgreementProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>({ kind: 'idle' });
  const touched = useRef(new Set<FormField>());
  // Held as state, not refs: render code hands them on, and the lint's ref rules stay exact.
  const [captcha, setCaptcha] = useState<CaptchaImageHandle | null>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ n: number; field: FormField | null }>({ n: 0, field: null });
  const running = useRef<AbortController | null>(null);

  // After a refused submit, once the problems are on screen, the first one gets the focus.
  useEffect(() => {
    if (!focusRequest.n) return;
    if (focusRequest.field) root?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
    else focusFirstInvalid(root);
  }, [focusRequest, root]);
  const focusOn = (field: FormField | null = null) => setFocusRequest((r) => ({ n: r.n + 1, field }));
  // A closed form stops its human check.
  useEffect(() => () => running.current?.abort(), []);

  /** The reader's text of a problem key, with the bounds of the field's rule. */
  const problemText = (key: string, field?: string): string => {
    const bounds = field ? boundsOf(plan, field) : null;
    return t.or(key, 'errors.system.error', bounds ?? undefined);
  };

  const change = (field: FormField | 'countryDialingCode', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field === 'countryDialingCode') return;
    touched.current.add(field);
    // Rechecked live only once a problem shows; the confirmation follows the password.
    const recheck = [field, ...(field === 'password' ? (['confirmPassword'] as const) : [])].filter((f) => problems[f]);
    if (recheck.length) setProblems((p) => recheck.reduce((acc, f) => withProblem(acc, f, checkField(next, plan, f)), p));
  };

  const blur = (field: FormField) => {
    if (!touched.current.has(field)) return;
    setProblems((p) => withProblem(p, field, checkField(values, plan, field)));
  };

  const tick = (box: Agreement, on: boolean) => {
    setAgreement((a) => ({ ...a, [box]: on }));
    if (on) setAgreementProblems((p) => withProblem(p, box, null));
  };

  const refuse = (outcome: Extract<RegisterOutcome, { kind: 'refused' }>) => {
    let fields = outcome.fields;
    let form = outcome.form;
    const code = outcome.refusedLinkCode;
    if (code) {
      // The link's code is no longer sent: the reader corrects it in its own field, or clears it.
      setInvitation((i) => ({
        affiliateCode: i.affiliateCode === code ? null : i.affiliateCode,
        referralCode: i.referralCode === code ? null : i.referralCode,
      }));
      if (values.affiliateCode?.trim()) {
        fields = {};
        form = INVITATION_KEY;
      } else {
        setValues((v) => ({ ...v, affiliateCode: code }));
        setShowAffiliate(true);
      }
    }
    setAgreementProblems(outcome.agreement);
    setProblems(fields);
    setFormError(form);
    // A captcha answers once: after the platform saw it, a new one is needed.
    if (outcome.step === 'register' && plan.rules.captcha) {
      setValues((v) => ({ ...v, captcha: '' }));
      captcha?.replace();
    }
    focusOn();
  };

  const submit = async () => {
    if (busy.kind === 'busy') return;
    setFormError(null);
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const outcome = await runRegistration(
      { values, ...agreement },
      { plan, invitation, registerUrl: location.href, domain: location.hostname, affiliateCheck: flags.affiliateCheck },
      {
        checkAffiliate: (code) => checkAffiliateCode(code, location.hostname),
        proveHuman: async () => solveHumanChallenge(await fetchHumanChallenge(signal), undefined, signal),
        register,
        onStep: (step) => {
          if (step === 'affiliate' || step === 'human' || step === 'register') setBusy({ kind: 'busy', step });
        },
      },
    );
    if (signal.aborted) return;
    setBusy({ kind: 'idle' });
    if (outcome.kind === 'refused') {
      refuse(outcome);
      return;
    }
    forgetInvitation();
    closeModal();
    const { password } = outcome.request;
    await afterLogin(outcome.result, { loginType: 'register', ...(password === undefined ? {} : { password }) });
  };

  /** The SMS code goes only to a number that passes the rule; otherwise the number shows why. */
  const canSendCode = () => {
    const problem = checkField(values, plan, 'mobileNum');
    setProblems((p) => withProblem(p, 'mobileNum', problem));
    if (problem) focusOn('mobileNum');
    return !problem;
  };
  const sendCode = () => sendRegisterSms({ mobileNum: values.mobileNum ?? '', countryDialingCode: values.countryDialingCode ?? DEFAULT_DIALING_CODE });
  // SPEC section 8: a refused SMS request is told in a warning dialog.
  const codeFailed = (error: unknown) =>
    void showDialog({
      icon: 'warning',
      title: t('register.warningTitle'),
      text: failureText(t, error),
      buttons: [{ key: 'confirm', label: t('register.ok') }],
    });

  return {
    plan,
    values,
    agreement,
    problems,
    agreementProblems,
    formError,
    busy,
    setRoot,
    setCaptcha,
    problemText,
    change,
    blur,
    tick,
    submit,
    sms: { canSend: canSendCode, send: sendCode, onError: codeFailed },
  };
};

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
