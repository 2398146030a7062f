import { checkApplication, type ApplicationProblem } from './application-checks.ts';
import { bindSubmit } from './form-submit.ts';

/**
 * The reward centre's script: joins a promotion, claims one, claims last week's issued loss
 * rebate, or sends an application with its screenshots; the page is read again after it.
 * The card the address names is brought into view and focused.
 */
export const startPromotions = (root: HTMLElement) => {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-promotion-form]')) {
    const fieldset = form.querySelector<HTMLFieldSetElement>('fieldset[data-needs-script]');
    if (fieldset) fieldset.disabled = false;
    const action = form.dataset.promotionForm;
    const filesOf = () => [...(form.querySelector<HTMLInputElement>('input[type="file"]')?.files ?? [])];
    const limits = { count: Number(form.dataset.count ?? 0), size: Number(form.dataset.size ?? 0), max: Number(form.dataset.max ?? 0) };
    let problem: ApplicationProblem | null = null;
    bindSubmit(form, {
      check: async (values) => {
        problem = action === 'apply' ? checkApplication(filesOf(), values.comment ?? '', limits) : null;
        if (!problem) return null;
        const { loadText } = await import('../../i18n/client.ts');
        return (await loadText(['rewards']))(`rewards.promotions.apply.problems.${problem}`, limits);
      },
      send: async (values) => {
        const api = await import('./rewards-api.ts');
        const id = values.promotionId ?? '';
        if (action === 'apply') await api.applyToPromotion(id, values.comment ?? '', filesOf());
        else await (action === 'join' ? api.joinPromotion : action === 'issued' ? api.claimIssuedPromotion : api.claimPromotion)(id);
      },
      focusAfterFailure: () =>
        (problem === 'comment' ? form.querySelector('textarea') : null) ?? form.querySelector('input[type="file"]') ?? form.querySelector('button'),
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
