import { fill } from '../../../contract/fill.ts';
import { bindSubmit } from './form-submit.ts';
import { pointsProblem } from './points-checks.ts';

/**
 * The points mall's script: it enables the redeem and convert buttons, opens their dialogs (native
 * modal dialogs: Escape and Cancel close them, and focus goes back to the button that opened
 * them) and sends their forms sealed, loading the calls' code and the words on the first submit.
 * After a success the page is read again, so the points, the history and the header balance come
 * from the platform.
 */
export const startPointMall = (root: HTMLElement) => {
  const offline = root.dataset.networkError ?? '';
  let opener: HTMLElement | null = null;

  const dialogOf = (selector: string) => {
    const dialog = root.querySelector<HTMLDialogElement>(selector);
    const form = dialog?.querySelector<HTMLFormElement>('form[data-points-form]');
    if (!dialog || !form) return null;
    dialog.addEventListener('close', () => opener?.focus());
    for (const close of dialog.querySelectorAll<HTMLButtonElement>('[data-close]')) close.addEventListener('click', () => dialog.close());
    const kind = form.dataset.pointsForm === 'convert' ? 'convert' : 'redeem';
    bindSubmit(form, {
      check: async (values) => {
        const problem = pointsProblem(kind, values, form.dataset);
        if (!problem) return null;
        const { loadText } = await import('../../i18n/client.ts');
        return (await loadText(['points']))(problem.key, problem.values);
      },
      send: async (values, requestId) => {
        const api = await import('./points-api.ts');
        await (kind === 'convert' ? api.convertPointsToCash(values, requestId) : api.redeemPoints(values, requestId));
      },
      focusAfterFailure: () => form.querySelector<HTMLElement>('input[type="password"]'),
      offline,
    });
    const open = (button: HTMLElement) => {
      opener = button;
      const error = form.querySelector<HTMLElement>('[data-form-error]');
      if (error) error.textContent = '';
      dialog.showModal();
      form.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    };
    return { dialog, form, open };
  };

  const redeem = dialogOf('[data-redeem-dialog]');
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-redeem]')) {
    if (!redeem) break;
    button.disabled = button.dataset.available !== 'true';
    button.addEventListener('click', () => {
      const { form } = redeem;
      const { redeem: itemId = '', name = '', points = '', type = '', max = '1' } = button.dataset;
      form.dataset.max = max;
      form.querySelector<HTMLInputElement>('input[name="itemId"]')!.value = itemId;
      const quantity = form.querySelector<HTMLInputElement>('input[name="quantity"]')!;
      quantity.max = max;
      quantity.value = '1';
      const title = form.querySelector<HTMLElement>('h2');
      if (title) title.textContent = fill(title.dataset.template ?? '', { name });
      const cost = form.querySelector<HTMLElement>('[data-cost]');
      if (cost) cost.textContent = fill(cost.dataset.template ?? '', { points });
      for (const note of form.querySelectorAll<HTMLElement>('[data-note]')) note.hidden = note.dataset.note !== type;
      redeem.open(button);
    });
  }

  const convert = dialogOf('[data-convert-dialog]');
  const convertButton = root.querySelector<HTMLButtonElement>('button[data-convert]');
  if (convert && convertButton) {
    convertButton.disabled = convertButton.dataset.available !== 'true';
    convertButton.addEventListener('click', () => convert.open(convertButton));
  }
};
