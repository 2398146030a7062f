import { openModal } from '../../stores/modal.ts';
import { FEEDBACK_DATA_ID, type FeedbackParams } from './feedback-data.ts';

/** The footer's feedback entry opens the feedback modal with the words the server rendered. */
document.addEventListener('click', (event) => {
  const opener = event.target instanceof Element ? event.target.closest('[data-open-feedback]') : null;
  const block = opener ? document.getElementById(FEEDBACK_DATA_ID) : null;
  if (!block?.textContent) return;
  openModal('feedback', JSON.parse(block.textContent) as FeedbackParams);
});
