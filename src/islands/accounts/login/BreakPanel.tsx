import { useId } from 'react';
import type { Text } from '../../../i18n/text.ts';
import type { BreakEndWording, BreakRefusal } from './break-refusal.ts';
import { BreakWithdrawal } from './BreakWithdrawal.tsx';
import type { BreakCredentials } from './break-withdrawal.ts';
import './login.css';

/** A break as the panel tells it (see break-notice.ts). */
export interface BreakNotice {
  kind: BreakRefusal['kind'];
  wording: BreakEndWording;
  /** The end, as read and as `<time>` wants it; null for a permanent exclusion. */
  until: { text: string; iso: string } | null;
  /** The site's customer-service contact (a web address), if it has one. */
  service: string | null;
}

/** Where the help centre lists the organisations that help. */
const HELP_ANCHOR = '/help#responsible';

/**
 * The panel a login form shows when the account is on a time-out or self-exclusion: what holds
 * the account and until when, announced when it appears; after a password login, the way to
 * withdraw the balance; then customer service (when the site has a contact) and the organisations
 * that help.
 */
export const BreakPanel = ({ t, notice, credentials }: { t: Text<'login' | 'errors'>; notice: BreakNotice; credentials?: BreakCredentials | undefined }) => {
  const titleId = useId();
  const { service } = notice;
  return (
    <div className="login-break" role="group" aria-labelledby={titleId}>
      <div role="alert">
        <h3 id={titleId} className="login-break__title">
          {t(`login.break.title.${notice.kind}`)}
        </h3>
        <p className="login-break__ends" data-until={notice.until?.iso}>
          {t(`login.break.ends.${notice.wording}`, { until: notice.until?.text ?? '' })}
        </p>
      </div>
      {credentials && <BreakWithdrawal t={t} credentials={credentials} />}
      {service && (
        <p className="login-break__more">
          <a href={service} target="_blank" rel="noopener noreferrer">
            {t('login.break.service')}
            <span className="visually-hidden"> ({t('login.break.newWindow')})</span>
          </a>
        </p>
      )}
      <p className="login-break__more">
        <a href={HELP_ANCHOR}>{t('login.break.help')}</a>
      </p>
    </div>
  );
};
