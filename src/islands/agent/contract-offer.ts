import type { ContractKind } from '../../../contract/agent-contracts.ts';
import { ApiError } from '../../api-client/errors.ts';
import { showDialog } from '../../stores/dialog.ts';
import type { ContractWords } from './contract-forms.ts';
import { failureMessage } from './failure-message.ts';

const TIER_FIELDS = ['minBet', 'minLoss', 'minActive', 'rateType', 'rate', 'winRate', 'lossRate'] as const;

/**
 * The offer form of a contract section: its tier editor (add a row from the template, remove one,
 * each row numbered in its legend and its remove button) and its submit. The terms are checked by
 * the contract's rules first, then sent; a problem is told in the form's alert, in the agent's
 * language, and focus goes to the field it is about.
 */
export const bindOfferForm = (form: HTMLFormElement, words: ContractWords) => {
  const kind = form.dataset.contractOffer as ContractKind;
  const list = form.querySelector<HTMLElement>('[data-tiers]')!;
  const template = form.querySelector<HTMLTemplateElement>('template[data-tier-template]')!;
  const add = form.querySelector<HTMLButtonElement>('[data-add-tier]')!;
  const fieldset = form.querySelector('fieldset');
  const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
  const max = Number(form.dataset.maxTiers) || 10;
  const rows = () => [...list.querySelectorAll<HTMLFieldSetElement>(':scope > [data-tier]')];
  const numbered = (text: string | undefined, n: number) => (text ?? '').replace('{{n}}', String(n));

  const renumber = () => {
    const all = rows();
    all.forEach((row, index) => {
      row.querySelector('[data-tier-legend]')!.textContent = numbered(form.dataset.tierLegend, index + 1);
      const remove = row.querySelector<HTMLButtonElement>('[data-remove-tier]')!;
      remove.textContent = numbered(form.dataset.removeLabel, index + 1);
      remove.disabled = all.length === 1;
    });
    add.disabled = all.length >= max;
  };

  form.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('[data-add-tier]') && rows().length < max) {
      list.append(template.content.cloneNode(true));
      renumber();
      rows().at(-1)?.querySelector('input')?.focus();
    }
    const remove = target.closest('[data-remove-tier]');
    if (remove && rows().length > 1) {
      const row = remove.closest<HTMLElement>('[data-tier]')!;
      const next = rows()[rows().indexOf(row as HTMLFieldSetElement) - 1] ?? rows()[1];
      row.remove();
      renumber();
      next?.querySelector('input')?.focus();
    }
  });

  const showProblem = async (message: string, field: HTMLElement | null) => {
    if (errorBox) errorBox.textContent = message;
    field?.setAttribute('aria-invalid', 'true');
    field?.focus();
  };

  let requestId = crypto.randomUUID();
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.dataset.busy) return;
    void (async () => {
      if (errorBox) errorBox.textContent = '';
      for (const invalid of form.querySelectorAll('[aria-invalid]')) invalid.removeAttribute('aria-invalid');
      const data = new FormData(form);
      const value = (name: string) => String(data.get(name) ?? '');
      const tiers = rows().map((row) => Object.fromEntries(TIER_FIELDS.map((name) => [name, row.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value])));
      form.dataset.busy = '1';
      fieldset?.setAttribute('aria-busy', 'true');
      try {
        const { offerOf } = await import('./offer-terms.ts');
        const check = offerOf(kind, { account: value('account'), cycle: value('cycle'), note: value('note'), tiers }, requestId);
        if (!check.ok) {
          const row = check.tier === null ? form : rows()[check.tier];
          const field = check.field ? (row?.querySelector<HTMLElement>(`[name="${check.field}"]`) ?? null) : (row?.querySelector('input') ?? null);
          const message =
            check.code === 'downline.required' ? (form.dataset.downlineRequired ?? '') : await failureMessage(new ApiError(check.code, 422), words.offline);
          return await showProblem(message, field);
        }
        const { actOnContract } = await import('./contract-api.ts');
        await actOnContract(kind, check.action);
        requestId = crypto.randomUUID();
        const done = (form.dataset.done ?? '').replace('{{account}}', check.action.account);
        await showDialog({ icon: 'success', title: words.sentTitle, text: done, buttons: [{ key: 'confirm', label: words.ok }] });
        location.reload();
      } catch (error) {
        await showProblem(await failureMessage(error, words.offline), form.querySelector('select, input'));
      } finally {
        delete form.dataset.busy;
        fieldset?.removeAttribute('aria-busy');
      }
    })();
  });
  renumber();
  fieldset?.removeAttribute('disabled');
};
