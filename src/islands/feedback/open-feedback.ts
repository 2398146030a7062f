import { openModal } from '../../stores/modal.ts';

/*
 * The footer's feedback entry opens the feedback modal, with its words in the page's language,
 * loaded on this first ask (src/i18n/client.ts) with the code that builds them.
 */
document.addEventListener('click', (event) => {
  const opener = event.target instanceof Element ? event.target.closest('[data-open-feedback]') : null;
  if (!opener) return;
  void Promise.all([import('../../i18n/client.ts'), import('./feedback-words.ts')])
    .then(async ([{ loadText }, { feedbackParams }]) => openModal('feedback', feedbackParams(await loadText(['footer', 'errors']))))
    .catch((error: unknown) => console.error('The feedback form could not load its words', error));
});
