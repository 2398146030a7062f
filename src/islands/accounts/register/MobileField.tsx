import { useId } from 'react';
import { DIALING_CODES } from '../../../../contract/accounts.ts';
import { describedBy, FieldFrame } from '../../ui/Field.tsx';

export interface MobileFieldProps {
  /** Input name of the number (`mobileNum`). */
  name: string;
  label: string;
  /** Accessible name of the country-code list. */
  codeLabel: string;
  value: string;
  code: string;
  onChange(value: string): void;
  onCodeChange(code: string): void;
  onBlur?(): void;
  error?: string | null | undefined;
  hint?: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A mobile number with its country dialing code (the site's own first), laid out and tied to
 * its messages like the Field of src/islands/ui: the code list is named on its own, the number
 * by the visible label.
 */
export const MobileField = ({ name, label, codeLabel, value, code, onChange, onCodeChange, onBlur, error, hint, required, autoFocus }: MobileFieldProps) => {
  const id = useId();
  // The hint gives way to the error.
  const shownHint = error ? undefined : hint;
  return (
    <FieldFrame id={id} label={label} hint={shownHint} error={error}>
      <select
        className="ui-field__input account-dialing"
        aria-label={codeLabel}
        name={`${name}-countryDialingCode`}
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
      >
        {DIALING_CODES.map((c) => (
          <option key={c} value={c}>
            +{c}
          </option>
        ))}
      </select>
      <input
        id={id}
        name={name}
        className="ui-field__input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, shownHint, error)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
    </FieldFrame>
  );
};
