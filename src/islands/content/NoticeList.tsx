import { useId, useState } from 'react';
import { fill } from '../../../contract/fill.ts';
import { pageOf, pageOfIndex } from '../../lib/paging.ts';
import { sanitizeHtml } from '../../lib/sanitize-browser.ts';
import type { NoticeItem, NoticeText } from './notice-data.ts';
import './notices.css';

interface Props {
  items: readonly NoticeItem[];
  /** The notice to show expanded first; the first notice when none is named. */
  initialId: number | null;
  perPage: number;
  text: NoticeText;
}

/**
 * A paged list of notices (CONTRACT.md 5.1 "Pop-up list UI"): one notice is expanded at a time,
 * a click on its title collapses it, and each page holds `perPage` notices.
 */
export const NoticeList = ({ items, initialId, perPage, text }: Props) => {
  const ids = useId();
  const start = Math.max(
    0,
    items.findIndex((item) => item.id === initialId),
  );
  const [page, setPage] = useState(() => pageOfIndex(start, perPage));
  const [openId, setOpenId] = useState<number | null>(items[start]?.id ?? null);
  const current = pageOf(items, page, perPage);

  const goTo = (next: number) => {
    const target = pageOf(items, next, perPage);
    setPage(target.page);
    setOpenId(target.items[0]?.id ?? null);
  };

  if (!items.length) return <p className="notice-empty">{text.empty}</p>;
  return (
    <div className="notice-list">
      <ul>
        {current.items.map((item) => {
          const open = item.id === openId;
          const bodyId = `${ids}-${item.id}`;
          return (
            <li key={item.id} className={open ? 'notice notice--open' : 'notice'}>
              <h3 className="notice__title">
                <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpenId(open ? null : item.id)}>
                  <span>{item.title}</span>
                  <time dateTime={item.datetime}>{item.date}</time>
                </button>
              </h3>
              <div id={bodyId} className="notice__body" hidden={!open}>
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.html) }} />
                {item.promotionHref && (
                  <a className="button notice__promotion" href={item.promotionHref}>
                    {text.goToPromotion}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {current.pageCount > 1 && (
        <nav className="notice-pages" aria-label={text.pages}>
          <button type="button" onClick={() => goTo(current.page - 1)} disabled={current.page === 1}>
            {text.previous}
          </button>
          {Array.from({ length: current.pageCount }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === current.page ? 'page' : undefined}
              aria-label={fill(text.pageOf, { page: n, count: current.pageCount })}
              onClick={() => goTo(n)}
            >
              {n}
            </button>
          ))}
          <button type="button" onClick={() => goTo(current.page + 1)} disabled={current.page === current.pageCount}>
            {text.next}
          </button>
        </nav>
      )}
    </div>
  );
};
