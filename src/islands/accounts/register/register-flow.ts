import type { HumanProof, RegisterMethod, RegisterRequest } from '../../../../contract/accounts.ts';
import { ApiError } from '../../../api-client/errors.ts';
import type { SessionResult } from '../session-api.ts';
import type { Invitation } from './affiliate-code.ts';
import { failureOf } from '../../ui/form-state.ts';
import { checkValues, requestOf, type FormField, type FormPlan, type FormValues, type Problems } from './register-form.ts';

/*
 * The order of a sign-up (SPEC section 4 "Registration order"): terms, then the fields, then the
 * invitation code, then the human verification, then the registration itself, which logs in.
 * Each step runs only when the one before passed; the calls are injected, so the order is tested
 * without a network.
 */
export type RegisterStep = 'terms' | 'fields' | 'affiliate' | 'human' | 'register';

export const TERMS_KEY = 'register.terms.required';
export const AGE_KEY = 'register.age.required';
export const INVITATION_KEY = 'errors.invitation_code_error';

export interface RegisterDraft {
  values: FormValues;
  terms: boolean;
  age: boolean;
}

export interface RegisterEnv {
  plan: FormPlan;
  invitation: Invitation;
  registerUrl: string;
  domain: string;
  /** AFFMAN3: without it the platform has no check to ask, and judges the code itself. */
  affiliateCheck: boolean;
}

export interface RegisterCalls {
  checkAffiliate(code: string): Promise<void>;
  proveHuman(): Promise<HumanProof>;
  register(method: RegisterMethod, request: RegisterRequest): Promise<SessionResult>;
  /** Told as each network step starts, e.g. to say that the human check is running. */
  onStep?(step: RegisterStep): void;
}

export type AgreementProblems = Partial<Record<'terms' | 'age', string>>;

export type RegisterOutcome =
  | { kind: 'registered'; result: SessionResult; request: RegisterRequest }
  | {
      kind: 'refused';
      step: RegisterStep;
      agreement: AgreementProblems;
      fields: Problems;
      /** Translation key of a problem that belongs to no field. */
      form: string | null;
      /** A code of the link or host that names no upline: the form shows it in its own field to correct. */
      refusedLinkCode?: string;
    };

const refused = (step: RegisterStep, parts: Partial<Omit<Extract<RegisterOutcome, { kind: 'refused' }>, 'kind' | 'step'>>): RegisterOutcome => ({
  kind: 'refused',
  step,
  agreement: parts.agreement ?? {},
  fields: parts.fields ?? {},
  form: parts.form ?? null,
  ...(parts.refusedLinkCode ? { refusedLinkCode: parts.refusedLinkCode } : {}),
});

/** Which field a refusal of the platform belongs to, on this form. */
const CODE_FIELDS: Record<string, FormField> = {
  invitation_code_error: 'affiliateCode',
  'member.account.exists': 'username',
  'member.mobile.exists': 'mobileNum',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'sms.mobile.invalid': 'mobileNum',
  'sms.mobile.missing': 'mobileNum',
  'captcha.invalid': 'captcha',
  'captcha.required': 'captcha',
};

/** The field a platform field name lands in: on mobile sign-up the account name is the number. */
const shownField = (plan: FormPlan, name: string): FormField | null => {
  const field = (plan.method === 'mobile' && name === 'username' ? 'mobileNum' : name) as FormField;
  return plan.fields.includes(field) ? field : null;
};

/** Puts a refusal of the platform where the reader can act on it: its field, or the whole form. */
export const problemsOfFailure = (error: unknown, plan: FormPlan): { fields: Problems; form: string | null } => {
  const failure = failureOf(error);
  const fields: Problems = {};
  let form = failure.form;
  for (const [name, key] of Object.entries(failure.fields)) {
    const field = shownField(plan, name);
    if (field) fields[field] = key;
    else form ??= key;
  }
  const field = error instanceof ApiError ? CODE_FIELDS[error.errorCode] : undefined;
  const target = field && shownField(plan, field);
  if (target && failure.form) {
    fields[target] = failure.form;
    form = null;
  }
  if (Object.keys(failure.fields).length > 0 && Object.keys(fields).length === 0) form ??= 'errors.request_param_err';
  return { fields, form };
};

/** Runs the steps of a sign-up in order and says where it stopped, or that the member is in. */
export const runRegistration = async (draft: RegisterDraft, env: RegisterEnv, calls: RegisterCalls): Promise<RegisterOutcome> => {
  const agreement: AgreementProblems = {};
  if (!draft.terms) agreement.terms = TERMS_KEY;
  if (!draft.age) agreement.age = AGE_KEY;
  if (agreement.terms || agreement.age) return refused('terms', { agreement });

  const { plan, invitation } = env;
  const fields = checkValues(draft.values, plan);
  if (Object.keys(fields).length > 0) return refused('fields', { fields });

  if (env.affiliateCheck) {
    calls.onStep?.('affiliate');
    const typed = plan.rules.affiliateCode ? draft.values.affiliateCode?.trim() : undefined;
    const linkCodes = [plan.rules.affiliateCode ? null : invitation.affiliateCode, invitation.referralCode].filter((c): c is string => !!c);
    for (const code of typed ? [typed, ...linkCodes] : linkCodes) {
      try {
        await calls.checkAffiliate(code);
      } catch (error) {
        if (!(error instanceof ApiError && error.errorCode === 'invitation_code_error')) return refused('affiliate', { form: failureOf(error).form });
        return code === typed
          ? refused('affiliate', { fields: { affiliateCode: INVITATION_KEY } })
          : refused('affiliate', { fields: { affiliateCode: INVITATION_KEY }, refusedLinkCode: code });
      }
    }
  }

  calls.onStep?.('human');
  let human: HumanProof;
  try {
    human = await calls.proveHuman();
  } catch (error) {
    return refused('human', { form: failureOf(error).form });
  }

  calls.onStep?.('register');
  const request = requestOf(draft.values, plan, { invitation, registerUrl: env.registerUrl, domain: env.domain, human });
  try {
    return { kind: 'registered', result: await calls.register(plan.method, request), request };
  } catch (error) {
    return refused('register', problemsOfFailure(error, plan));
  }
};
