import { useEffect, useRef, useState } from 'react';
import type { Text } from '../../../i18n/text.ts';
import { focusFirstInvalid } from '../../ui/Form.tsx';

/**
 * The state of a small checked form: values, the problem of each field (a translation key) and
 * one form-wide problem. Checks run on submit and when a typed-in field is left; a field showing
 * a problem is rechecked as it changes. After a refusal the first problem gets the focus.
 */
export const useCheckedForm = <F extends string, V extends Record<F, string>>(
  initial: V,
  check: (values: V) => Partial<Record<F, string>>,
  t: Text<'errors'>,
) => {
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const touched = useRef(new Set<F>());
  // The form's element as state, not a ref: render code hands it on, and the lint's ref rules stay exact.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ n: number; field: F | null }>({ n: 0, field: null });

  useEffect(() => {
    if (!focusRequest.n) return;
    if (focusRequest.field) root?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
    else focusFirstInvalid(root);
  }, [focusRequest, root]);
  const focusOn = (field: F | null = null) => setFocusRequest((r) => ({ n: r.n + 1, field }));

  const only = (all: Partial<Record<F, string>>, fields: readonly F[], into: Partial<Record<F, string>>) => {
    const next = { ...into };
    for (const f of fields) {
      if (all[f]) next[f] = all[f];
      else delete next[f];
    }
    return next;
  };

  const change = <K extends keyof V & string>(field: K, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    touched.current.add(field as unknown as F);
    // Problems on screen follow the typing, so each goes as soon as it is fixed.
    const shown = Object.keys(problems) as F[];
    if (shown.length) setProblems((p) => only(check(next), shown, p));
  };

  const blur = (field: F) => {
    if (touched.current.has(field)) setProblems((p) => only(check(values), [field], p));
  };

  /** Shows or clears the problem of one field. */
  const setProblem = (field: F, key: string | null) => setProblems((p) => only(key ? ({ [field]: key } as Partial<Record<F, string>>) : {}, [field], p));

  /** Checks everything; false (with the problems shown and focused) when something is wrong. */
  const validate = (): boolean => {
    const found = check(values);
    setProblems(found);
    setFormError(null);
    if (Object.keys(found).length === 0) return true;
    focusOn();
    return false;
  };

  const refuse = (failure: { fields: Partial<Record<F, string>>; form: string | null }) => {
    setProblems(failure.fields);
    setFormError(failure.form);
    focusOn();
  };

  /** The reader's text of a problem key, filled with the bounds of a rule when it has some. */
  const textOf = (key: string | null | undefined, bounds?: { min: number; max: number } | null): string | null => {
    if (!key) return null;
    return t.or(key, 'errors.system.error', bounds ?? undefined);
  };

  /** A text field's wiring: its name, value, typing, leaving and shown problem. */
  const bind = (field: F & keyof V & string, bounds?: { min: number; max: number } | null) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    onBlur: () => blur(field),
    error: textOf(problems[field], bounds),
  });

  return { values, setValues, problems, setProblem, formError, busy, setBusy, setRoot, focusOn, change, blur, bind, validate, refuse, textOf };
};
