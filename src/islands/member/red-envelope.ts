import { bindSubmit } from './form-submit.ts';

/** Opens the member's red envelope; the page is read again after it to show the amount. */
export const startRedEnvelope = (root: HTMLElement) => {
  const form = root.querySelector<HTMLFormElement>('form[data-red-envelope-form]');
  const fieldset = form?.querySelector<HTMLFieldSetElement>('fieldset[data-needs-script]');
  if (!form || !fieldset) return;
  fieldset.disabled = false;
  bindSubmit(form, {
    check: async () => null,
    send: async (values) => {
      const { openRedEnvelope } = await import('./rewards-api.ts');
      await openRedEnvelope(values.eventId ?? '');
    },
    focusAfterFailure: () => form.querySelector('button'),
    offline: root.dataset.networkError ?? '',
  });
};
