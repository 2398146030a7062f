import { toShippedLanguage } from '../../contract/languages.ts';
import { formatZonedDateTime } from './dates.ts';

/**
 * The server can only show a moment in UTC; in the browser each `<time data-local-time="LANG">`
 * is rewritten in the visitor's own time zone, in the same words.
 */
export const refineLocalTimes = (root: ParentNode) => {
  for (const element of root.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
    const epochMs = Date.parse(element.dateTime);
    if (Number.isNaN(epochMs)) continue;
    element.textContent = formatZonedDateTime(epochMs, toShippedLanguage(element.dataset.localTime));
  }
};
