import { bindSubmit } from './form-submit.ts';

/**
 * The manual rebate's claim: one button, enabled when there is something to claim. A retry of a
 * claim whose answer was lost carries the same request id, so it pays once.
 */
export const startRebate = (root: HTMLElement) => {
  const form = root.querySelector<HTMLFormElement>('form[data-rebate-form]');
  const fieldset = form?.querySelector<HTMLFieldSetElement>('fieldset[data-needs-script]');
  if (!form || !fieldset) return;
  fieldset.disabled = fieldset.dataset.rebateReady !== 'true';
  bindSubmit(form, {
    check: async () => null,
    send: async (_, requestId) => {
      const { claimRebate } = await import('./rewards-api.ts');
      await claimRebate(requestId);
    },
    focusAfterFailure: () => form.querySelector('button'),
    offline: root.dataset.networkError ?? '',
  });
};
