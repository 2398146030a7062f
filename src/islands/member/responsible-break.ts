import { clearSessionKeepingMerchant } from '../../lib/session-keys.ts';
import { showDialog } from '../../stores/dialog.ts';
import { $session } from '../../stores/session.ts';
import type { ResponsibleProblem } from './responsible-checks.ts';

/*
 * A time-out or a self-exclusion, from the responsible-gambling section: the type and length and
 * the login password are checked, then the site's dialog asks a second time, saying when the break
 * ends, before the sealed call. Once the platform has started it, every session of the account is
 * over: the tab forgets its own, the reader is told when the break ends, then goes to the login page.
 */

interface BreakFormContext {
  /** The member's zone and the market's locale, in which the end of the break is written. */
  zone: string;
  locale: string;
  /** What the form says when even the words cannot be fetched. */
  offline: string;
}

/** A problem of a form's values, in the member's language. */
export const problemText = async (problem: ResponsibleProblem): Promise<string> => {
  const [{ loadText }, { TIME_LIMIT_MAX_MINUTES }] = await Promise.all([import('../../i18n/client.ts'), import('./responsible-checks.ts')]);
  return (await loadText(['responsible']))(`responsible.problems.${problem}`, { max: TIME_LIMIT_MAX_MINUTES });
};

/** The session is over: the tab forgets it (the session-ended warning must not answer), and the cookie goes. */
const leave = async () => {
  $session.set('visitor');
  const { dropSessionCookie } = await import('./responsible-api.ts');
  await dropSessionCookie();
  clearSessionKeepingMerchant();
};

export const startBreakForm = (form: HTMLFormElement, context: BreakFormContext) => {
  const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
  const fieldset = form.querySelector('fieldset');
  const choiceField = form.querySelector<HTMLSelectElement>('select[name="choice"]');
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  form.noValidate = true;
  let busy = false;

  const fail = (text: string, field: HTMLElement | null) => {
    if (errorBox) errorBox.textContent = text;
    field?.focus();
  };

  const run = async () => {
    const values = { choice: choiceField?.value ?? '', password: password?.value ?? '' };
    let modules;
    try {
      modules = await Promise.all([
        import('./responsible-checks.ts'),
        import('../../i18n/client.ts'),
        import('../../i18n/failure-text.ts'),
        import('../../lib/dates.ts'),
      ]);
    } catch {
      fail(context.offline, password);
      return;
    }
    const [{ breakRequestOf, breakWording }, { loadText }, { failureText }, { formatZonedDateTime }] = modules;
    const request = breakRequestOf(values);
    password?.removeAttribute('aria-invalid');
    if (!request.ok) {
      const field = request.problem === 'password' ? password : choiceField;
      field?.setAttribute('aria-invalid', 'true');
      fail(await problemText(request.problem).catch(() => context.offline), field);
      return;
    }
    const t = await loadText(['responsible', 'errors']).catch(() => null);
    if (!t) {
      fail(context.offline, password);
      return;
    }
    const { type, length } = request.value;
    const wording = breakWording(request.value, new Date());
    const until = wording.until === null ? '' : formatZonedDateTime(wording.until, context.locale, context.zone);
    const answer = await showDialog({
      icon: 'warning',
      title: t(`responsible.break.confirmTitle.${wording.words}`, { length: t(`responsible.lengths.${length}`) }),
      text: t(`responsible.break.confirmText.${wording.words}`, { until }),
      buttons: [
        { key: 'back', label: t('responsible.break.back'), variant: 'secondary' },
        { key: 'confirm', label: t(`responsible.break.confirm.${type}`) },
      ],
    });
    if (answer !== 'confirm') return;
    // The end as the platform set it, not as this browser's clock guessed it.
    let ends = until;
    // The break ends every session of the account as it starts: another call of this page that
    // meets the ended session meanwhile must not answer with the session-ended warning.
    const kind = $session.get();
    $session.set('visitor');
    try {
      const { takeBreak } = await import('./responsible-api.ts');
      const started = await takeBreak({ type, length }, request.value.password);
      if (started.until !== null) ends = formatZonedDateTime(started.until, context.locale, context.zone);
    } catch (error) {
      $session.set(kind);
      fail(failureText(t, error), password);
      return;
    }
    await leave();
    await showDialog({
      icon: 'success',
      title: t(`responsible.break.doneTitle.${type}`),
      text: t(`responsible.break.done.${wording.words}`, { until: ends }),
      buttons: [{ key: 'confirm', label: t('responsible.break.toLogin') }],
    });
    location.assign('/login');
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    fieldset?.setAttribute('aria-busy', 'true');
    if (errorBox) errorBox.textContent = '';
    void run().finally(() => {
      busy = false;
      fieldset?.removeAttribute('aria-busy');
    });
  });
};
