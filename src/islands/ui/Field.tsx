import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  name: string;
  /** Visible label; it also names the input. */
  label: string;
  /** The translated problem with the value, shown under it and tied to it for assistive technology. */
  error?: string | null | undefined;
  /** A lasting hint (e.g. the rule), also tied to the input. */
  hint?: string | undefined;
  /** Something beside the input, such as a send-code button or a captcha image. */
  addon?: ReactNode;
}

interface FieldFrameProps {
  /** The id of the control the label names. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  children: ReactNode;
}

/** The ids of a field's hint and error, for its input's `aria-describedby`. */
export const describedBy = (id: string, hint: string | undefined, error: string | null | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** A field's frame: its label, the row its controls sit in, and the hint and error under it, with the ids that `describedBy` names. */
export const FieldFrame = ({ id, label, hint, error, children }: FieldFrameProps) => (
  <div className="ui-field">
    <label className="ui-field__label" htmlFor={id}>
      {label}
    </label>
    <div className="ui-field__row">{children}</div>
    {hint && (
      <p id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </p>
    )}
    {error && (
      <p id={`${id}-error`} className="ui-field__error">
        {error}
      </p>
    )}
  </div>
);

/**
 * One labelled input of a form (STYLE.md rule 8). The error is rendered as text under the input
 * and referenced by `aria-describedby`, with `aria-invalid` set, so a screen reader reads it on
 * focus; the Form moves the focus to the first invalid field after a refused submit.
 */
export const Field = ({ name, label, error, hint, addon, className, ...input }: FieldProps) => {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        className={['ui-field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      {addon}
    </FieldFrame>
  );
};
