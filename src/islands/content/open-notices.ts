import { openModal } from '../../stores/modal.ts';
import { readNoticeData } from './notice-data.ts';

/** A notice of the marquee opens the notice list with that notice expanded. */
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-notice-id]') : null;
  const data = button ? readNoticeData() : null;
  if (!button || !data) return;
  const id = Number(button.dataset.noticeId);
  openModal('noticeList', { notices: data.notices, selectedId: Number.isInteger(id) ? id : null, perPage: data.perPage, text: data.text });
});
