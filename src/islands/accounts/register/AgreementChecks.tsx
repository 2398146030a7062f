import { useId, type ReactNode } from 'react';
import type { RegisterText } from './register-data.ts';

interface CheckProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | undefined;
  children?: ReactNode;
}

/** One required tick box, with its inline message tied to it. */
const Check = ({ label, checked, onChange, error, children }: CheckProps) => {
  const id = useId();
  return (
    <div className="register-check">
      <div className="account-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="ui-field__error register-check__error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
};

export interface AgreementChecksProps {
  t: RegisterText;
  terms: boolean;
  age: boolean;
  onTick(box: 'terms' | 'age', checked: boolean): void;
  errors: { terms?: string | undefined; age?: string | undefined };
}

/**
 * The terms and the age confirmation (SPEC section 5). The terms open in a new tab beside their
 * box, not inside its label, so a click on the link never ticks the box and the form keeps what
 * was typed.
 */
export const AgreementChecks = ({ t, terms, age, onTick, errors }: AgreementChecksProps) => (
  <div className="register-checks">
    <Check label={t('register.terms.label')} checked={terms} onChange={(on) => onTick('terms', on)} error={errors.terms}>
      <a className="account-link register-terms-link" href="/help#term" target="_blank" rel="noopener">
        {t('register.terms.link')}
        <span className="visually-hidden"> ({t('register.newTab')})</span>
      </a>
    </Check>
    <Check label={t('register.age.label')} checked={age} onChange={(on) => onTick('age', on)} error={errors.age} />
  </div>
);
