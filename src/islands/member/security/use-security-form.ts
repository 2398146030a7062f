import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { transactionPasswordInvalidSchema, transactionPasswordLockedSchema } from '../../../../contract/security.ts';
import { ApiError } from '../../../api-client/errors.ts';
import { failureText } from '../../../i18n/failure-text.ts';
import { formatZonedDateTime } from '../../../lib/dates.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { closeModal } from '../../../stores/modal.ts';
import { focusFirstInvalid } from '../../ui/Form.tsx';
import { failureOf } from '../../ui/form-state.ts';
import type { Problems } from './security-checks.ts';
import type { SecurityText } from './security-params.ts';

/** When the page's language formats a moment: the document's own tag (`es-MX`, `en-US`). */
const pageLocale = () => document.documentElement.lang || 'es';

/**
 * A platform refusal in words. The transaction password's refusals say more than their code: how
 * many answers are left before the lock, or until when it is locked.
 */
export const refusalText = (t: SecurityText, error: unknown): string => {
  const base = failureText(t, error);
  if (!(error instanceof ApiError)) return base;
  const invalid = error.errorCode === 'transaction.password.invalid' ? transactionPasswordInvalidSchema.safeParse(error.value) : null;
  if (invalid?.success) return `${base}. ${t('security.transaction.remaining', { count: invalid.data.remaining })}`;
  const locked = error.errorCode === 'transaction.password.locked' ? transactionPasswordLockedSchema.safeParse(error.value) : null;
  if (locked?.success) return `${base}. ${t('security.transaction.lockedUntil', { time: formatZonedDateTime(locked.data.until, pageLocale()) })}`;
  return base;
};

/**
 * The state of one security form: its values, its problems by field (after a refused submit the
 * focus goes to the first), the form-wide message, and the send with its busy state. A success
 * closes the modal, says so, and paints the section again from the server.
 */
export const useSecurityForm = <F extends string>(initial: Record<F, string>, t: SecurityText) => {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused > 0) focusFirstInvalid(root.current);
  }, [refused]);

  const refuse = (found: Problems<F>) => {
    setProblems(found);
    if (Object.keys(found).length > 0) setRefused((n) => n + 1);
  };
  /**
   * What ties a Field to one value: its name, value, problem and typing, and the lasting `hint`
   * (a rule), which gives way to the problem while there is one.
   */
  const field = (name: F, hint?: string) => ({
    name,
    value: values[name],
    error: problems[name],
    hint: problems[name] ? undefined : hint,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  /**
   * Runs a checked submit: `check` first, then `send`; a refusal goes back in place, `fieldText`
   * words a platform field error, and `aliases` names the form's field of a platform field.
   */
  const submit = async (
    check: () => Problems<F>,
    send: () => Promise<string>,
    fieldText: (field: F, key: string) => string,
    aliases: Readonly<Record<string, F>> = {},
  ) => {
    if (busy) return;
    setFormError(null);
    const found = check();
    refuse(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let done: string;
    try {
      done = await send();
    } catch (error) {
      setBusy(false);
      const failure = failureOf(error);
      const placed: Problems<F> = {};
      for (const [name, key] of Object.entries(failure.fields)) {
        const target = aliases[name] ?? (name in initial ? (name as F) : null);
        if (target) placed[target] = fieldText(target, key);
      }
      if (Object.keys(placed).length > 0) refuse(placed);
      else setFormError(refusalText(t, error));
      return;
    }
    closeModal();
    await showDialog({ icon: 'success', title: t('security.form.doneTitle'), text: done, buttons: [{ key: 'confirm', label: t('security.form.ok') }] });
    location.reload();
  };

  return { root, values, field, problems, setProblems, formError, setFormError, busy, submit };
};
