import { problemText, startBreakForm } from './responsible-break.ts';
import type { ResponsibleForm, ResponsibleRequest } from './responsible-checks.ts';
import { bindSubmit } from './form-submit.ts';

/**
 * The script of the responsible-gambling section. It enables the forms the server wrote disabled
 * and sends each one: a limit set, raised or removed, a waiting change confirmed or cancelled, the
 * reality-check interval; then the page is read again, so every figure comes from the platform.
 * The break form has a flow of its own (responsible-break.ts). The checks, the calls and the words
 * load on the first submit.
 */
export const startResponsible = (root: HTMLElement) => {
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]')) fieldset.disabled = false;
  const offline = root.dataset.networkError ?? '';

  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-rg-form]')) {
    const kind = form.dataset.rgForm as ResponsibleForm;
    const field = form.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    let request: ResponsibleRequest | null = null;
    bindSubmit(form, {
      check: async (values) => {
        field?.removeAttribute('aria-invalid');
        const { requestOf } = await import('./responsible-checks.ts');
        const result = requestOf(kind, values);
        request = result.ok ? result.value : null;
        if (result.ok) return null;
        field?.setAttribute('aria-invalid', 'true');
        return problemText(result.problem);
      },
      send: async () => {
        if (!request) return;
        const { sendResponsible } = await import('./responsible-api.ts');
        await sendResponsible(request);
      },
      focusAfterFailure: () => field ?? form.querySelector('button'),
      offline,
    });
  }

  const breakForm = root.querySelector<HTMLFormElement>('form[data-rg-break]');
  if (breakForm) startBreakForm(breakForm, { zone: root.dataset.zone ?? 'UTC', locale: root.dataset.locale ?? '', offline });
};
