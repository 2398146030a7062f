import { openModal } from '../../stores/modal.ts';
import { loadNoticeData } from './notice-data.ts';

/** A notice of the marquee opens the notice list with that notice expanded, its data fetched on the first click. */
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-notice-id]') : null;
  if (!button) return;
  const id = Number(button.dataset.noticeId);
  loadNoticeData().then(
    (data) => openModal('noticeList', { notices: data.notices, selectedId: Number.isInteger(id) ? id : null, perPage: data.perPage, text: data.text }),
    (error: unknown) => console.error('The notice list could not load', error),
  );
});
