import { NOTICES_PER_PAGE, type Notice } from '../../../contract/content.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { formatUtcDateTime, isoDateTime } from '../../lib/dates.ts';
import type { NoticeData, NoticeItem, NoticeText } from '../../islands/content/notice-data.ts';

/** A notice or pop-up as the notice list and the pop-up show it: dates in the reader's language. */
export const noticeItemOf = (notice: Notice, locale: string, promotionHref: string | null = null): NoticeItem => ({
  id: notice.id,
  title: notice.title,
  html: notice.content,
  datetime: isoDateTime(notice.time),
  date: formatUtcDateTime(notice.time, locale),
  promotionHref,
});

export const noticeText = (t: Translate): NoticeText => ({
  notices: t('notices.list.title'),
  announcement: t('notices.popup.title'),
  empty: t('notices.list.empty'),
  pages: t('notices.list.pages'),
  previous: t('notices.list.previous'),
  next: t('notices.list.next'),
  pageOf: t('notices.list.pageOf', { page: '{{page}}', count: '{{count}}' }),
  goToPromotion: t('notices.popup.goToPromotion'),
});

/** The notice list's data: the player notices, with the list's words. */
export const noticeDataOf = (notices: readonly Notice[], locale: string, t: Translate): NoticeData => ({
  perPage: NOTICES_PER_PAGE,
  notices: notices.map((n) => noticeItemOf(n, locale)),
  text: noticeText(t),
});
