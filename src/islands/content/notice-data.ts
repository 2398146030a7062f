/**
 * The notices and pop-ups of the modals, as the server words them (text already translated): the
 * pop-up is in the page, the notice list's data comes when a notice is clicked.
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

/** Where the notice list's data is (src/pages/partials/notices.json.ts), in the page's language. */
const NOTICE_DATA_PATH = '/partials/notices.json';

let loaded: Promise<NoticeData> | null = null;

/** The notice list's data, fetched on the first ask and kept for the page; a failed fetch is tried again. */
export const loadNoticeData = (): Promise<NoticeData> => {
  loaded ??= fetch(NOTICE_DATA_PATH, { headers: { Accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`${NOTICE_DATA_PATH}: HTTP ${response.status}`);
    return (await response.json()) as NoticeData;
  });
  loaded.catch(() => (loaded = null));
  return loaded;
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
