import { accountPageData } from '../../../lib/page-data.ts';
import { formatZonedDateTime, isoDateTime } from '../../../lib/dates.ts';
import { webUrl } from '../../../lib/web-url.ts';
import { serviceContactOf } from '../forgot/forgot-form.ts';
import { breakEndWording, type BreakRefusal } from './break-refusal.ts';
import type { BreakNotice } from './BreakPanel.tsx';

/**
 * What the break panel shows of a refusal: its kind, which words tell its end, the end in the
 * visitor's own time zone and the market's locale, and the site's customer-service contact. Loaded
 * only once a login meets a break, with the date formatting behind it.
 */
export const breakNoticeOf = (refusal: BreakRefusal, now = Date.now()): BreakNotice => ({
  kind: refusal.kind,
  wording: breakEndWording(refusal, now),
  until: refusal.until === null ? null : { text: formatZonedDateTime(refusal.until, accountPageData().locale), iso: isoDateTime(refusal.until) },
  service: webUrl(serviceContactOf(accountPageData().serviceLinks)?.url),
});
