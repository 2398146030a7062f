import { bindSubmit } from './form-submit.ts';

/** Claims a completed mission's reward; the page is read again after it. */
export const startMissions = (root: HTMLElement) => {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-mission-form]')) {
    const fieldset = form.querySelector<HTMLFieldSetElement>('fieldset[data-needs-script]');
    if (fieldset) fieldset.disabled = false;
    bindSubmit(form, {
      check: async () => null,
      send: async (values) => {
        const { claimMission } = await import('./rewards-api.ts');
        await claimMission(values.missionId ?? '');
      },
      focusAfterFailure: () => form.querySelector('button'),
      offline: root.dataset.networkError ?? '',
    });
  }
};
