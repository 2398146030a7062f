import { useRef, type ReactNode, type SubmitEvent } from 'react';

export interface FormProps {
  onSubmit(): void;
  /** The form-wide problem (not tied to one field), translated; announced when it appears. */
  error?: string | null | undefined;
  /** Accessible name of the form, when its modal holds more than one. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The form wrapper (STYLE.md rule 8): no browser validation bubbles (the messages are ours and
 * translated), one submit path, a live region for the form-wide error, and after a refused
 * submit the focus goes to the first field marked invalid.
 */
export const Form = ({ onSubmit, error, label, className, children }: FormProps) => {
  const ref = useRef<HTMLFormElement>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={ref} className={['ui-form', className].filter(Boolean).join(' ')} noValidate onSubmit={submit} aria-label={label}>
      <p className="ui-form__error" role="alert">
        {error ?? ''}
      </p>
      {children}
    </form>
  );
};

/** Moves the focus to the first invalid field inside `root` (call it after the errors rendered). */
export const focusFirstInvalid = (root: ParentNode | null | undefined) => {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
};
