import { AGENT_SECTION_LOADED } from './agent-centre.ts';
import { bindContractForms, type ContractWords } from './contract-forms.ts';
import { bindOfferForm } from './contract-offer.ts';

const started = new WeakSet<Element>();

/**
 * Binds the forms of every contract section on the page, once each: those written with the page
 * and those the agent centre puts into their frames later, as the four sections share this script.
 */
export const startContractSections = () => {
  const run = () => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-contract-section]')) {
      if (started.has(root)) continue;
      started.add(root);
      const words = JSON.parse(root.dataset.contractWords ?? '{}') as ContractWords;
      bindContractForms(root, words);
      for (const form of root.querySelectorAll<HTMLFormElement>('form[data-contract-offer]')) bindOfferForm(form, words);
    }
  };
  run();
  document.addEventListener(AGENT_SECTION_LOADED, run);
};
