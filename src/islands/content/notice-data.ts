/**
 * The notices and pop-ups a page carries for its modals: rendered by the server (text already
 * translated) into a JSON block, read here by the scripts that open them.
 */
export interface NoticeItem {
  id: number;
  title: string;
  /** HTML from the platform, sanitised by the list before it is rendered. */
  html: string;
  /** Publication time: ISO for `<time datetime>`, and as the reader's language writes it. */
  datetime: string;
  date: string;
  /** A pop-up tied to a promotion offers a link to it. */
  promotionHref: string | null;
}

export interface PopupItem extends NoticeItem {
  execution: 'A' | 'B' | 'F';
}

export interface NoticeText {
  notices: string;
  announcement: string;
  empty: string;
  pages: string;
  previous: string;
  next: string;
  /** `{{page}}` and `{{count}}` are filled in by the list. */
  pageOf: string;
  goToPromotion: string;
}

export interface NoticeData {
  perPage: number;
  notices: NoticeItem[];
  text: NoticeText;
}

export const NOTICE_DATA_ID = 'notice-data';

/** The page's notice data, or null on a page without notices. */
export const readNoticeData = (): NoticeData | null => {
  const block = document.getElementById(NOTICE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as NoticeData;
  } catch {
    return null;
  }
};

export interface NoticeListParams {
  notices: NoticeItem[];
  selectedId: number | null;
  perPage: number;
  text: NoticeText;
}

declare module '../../stores/modal.ts' {
  interface ModalParams {
    noticeList: NoticeListParams;
  }
}
