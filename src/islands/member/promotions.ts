import { bindSubmit } from './form-submit.ts';

/**
 * The reward centre's script: joins a promotion, claims one, or claims last week's issued loss
 * rebate; the page is read again after it.
 * The card the address names is brought into view and focused.
 */
export const startPromotions = (root: HTMLElement) => {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-promotion-form]')) {
    const fieldset = form.querySelector<HTMLFieldSetElement>('fieldset[data-needs-script]');
    if (fieldset) fieldset.disabled = false;
    const action = form.dataset.promotionForm;
    bindSubmit(form, {
      check: async () => null,
      send: async (values) => {
        const api = await import('./rewards-api.ts');
        const send = action === 'join' ? api.joinPromotion : action === 'issued' ? api.claimIssuedPromotion : api.claimPromotion;
        await send(values.promotionId ?? '');
      },
      focusAfterFailure: () => form.querySelector('button'),
      offline: root.dataset.networkError ?? '',
    });
  }
  const focused = root.querySelector<HTMLElement>('[data-focused="true"]');
  if (!focused || location.hash.slice(1) !== root.id) return;
  const bring = () => {
    focused.scrollIntoView({ block: 'center' });
    focused.focus({ preventScroll: true });
  };
  // The browser goes to the address's hash once the page has loaded, and that clears the focus:
  // the card is focused after it.
  if (document.readyState === 'complete') bring();
  else addEventListener('load', () => requestAnimationFrame(bring), { once: true });
};
