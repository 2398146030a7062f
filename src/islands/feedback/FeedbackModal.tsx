import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FEEDBACK_TYPE_VALUES } from '../../../contract/feedback.ts';
import { messageKeyOf } from '../../api-client/errors.ts';
import { sendFeedback } from './feedback-api.ts';
import { fill } from '../../i18n/fill.ts';
import { checkFeedback, type FeedbackDraft } from './feedback-form.ts';
import { captchaReplaceDelayMs, fetchCaptchaImage, mayRefreshCaptcha } from '../ui/captcha.ts';
import { showDialog } from '../../stores/dialog.ts';
import type { ModalViewProps } from '../../stores/modal.ts';
import { Modal } from '../ui/Modal.tsx';
import './feedback.css';

type Captcha = { kind: 'loading' } | { kind: 'shown'; src: string } | { kind: 'failed' };

/** The feedback form (SPEC section 2): question type, description with a counter, captcha. */
export const FeedbackModal = ({ params, close, closeLabel }: ModalViewProps<'feedback'>) => {
  const { text, limits } = params;
  const ids = useId();
  const [draft, setDraft] = useState<FeedbackDraft>({ type: '', content: '', captcha: '' });
  const [captcha, setCaptcha] = useState<Captcha>({ kind: 'loading' });
  const [sending, setSending] = useState(false);
  const lastRefresh = useRef<number | null>(null);

  const loadCaptcha = () => {
    lastRefresh.current = Date.now();
    fetchCaptchaImage().then(
      (src) => setCaptcha({ kind: 'shown', src }),
      () => setCaptcha({ kind: 'failed' }),
    );
  };
  const refreshCaptcha = () => {
    if (mayRefreshCaptcha(lastRefresh.current, Date.now())) loadCaptcha();
  };
  // A used captcha must be replaced even inside the one-second gap: the new one waits for it.
  const replaceCaptcha = () => {
    setCaptcha({ kind: 'loading' });
    window.setTimeout(loadCaptcha, captchaReplaceDelayMs(lastRefresh.current, Date.now()));
  };
  useEffect(refreshCaptcha, []);

  const warn = (message: string, icon: 'warning' | 'error' = 'warning') =>
    showDialog({ icon, title: text.warningTitle, text: message, buttons: [{ key: 'confirm', label: text.ok }] });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const check = checkFeedback(draft, limits, FEEDBACK_TYPE_VALUES);
    if (!check.ok) {
      void warn(check.problem === 'empty' ? `${check.fields.map((f) => text.fields[f]).join(', ')} ${text.isEmpty}` : fill(text.length, limits));
      return;
    }
    setSending(true);
    try {
      await sendFeedback(check.request);
      close();
      void showDialog({ icon: 'success', title: text.successTitle, text: text.success, buttons: [{ key: 'confirm', label: text.ok }] });
    } catch (error) {
      // A captcha answers once: whatever went wrong, the next try needs a new one.
      setDraft((d) => ({ ...d, captcha: '' }));
      replaceCaptcha();
      void warn(text.errors[messageKeyOf(error)] ?? text.errors['errors.system.error'] ?? '', 'error');
    } finally {
      setSending(false);
    }
  };

  const set = (field: keyof FeedbackDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  return (
    <Modal title={text.title} closeLabel={closeLabel} onClose={close} keepOnCover>
      <form className="feedback" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${ids}-type`}>{text.type}</label>
        <select className="ui-field__input" id={`${ids}-type`} value={draft.type} onChange={(e) => set('type')(e.target.value)} data-autofocus>
          <option value="">{text.typePlaceholder}</option>
          {text.types.map((type) => (
            <option key={type.value} value={String(type.value)}>
              {type.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-content`}>{text.description}</label>
        <textarea
          className="ui-field__input"
          id={`${ids}-content`}
          rows={5}
          maxLength={limits.max}
          value={draft.content}
          aria-describedby={`${ids}-counter`}
          onChange={(e) => set('content')(e.target.value)}
        />
        <p id={`${ids}-counter`} className="feedback__counter" data-testid="feedback-counter">
          {fill(text.counter, { count: draft.content.length, max: limits.max })}
        </p>
        <label htmlFor={`${ids}-captcha`}>{text.captcha}</label>
        <div className="feedback__captcha">
          <input
            className="ui-field__input"
            id={`${ids}-captcha`}
            autoComplete="off"
            maxLength={16}
            value={draft.captcha}
            onChange={(e) => set('captcha')(e.target.value)}
          />
          {captcha.kind === 'shown' && <img src={captcha.src} alt={text.captchaImage} width={120} height={44} />}
          {captcha.kind === 'failed' && <span className="feedback__captcha-failed">{text.captchaUnavailable}</span>}
          <button type="button" className="ui-icon-button" aria-label={text.captchaRefresh} onClick={refreshCaptcha}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
        <button type="submit" className="button feedback__submit" aria-disabled={sending}>
          {sending ? text.sending : text.submit}
        </button>
      </form>
    </Modal>
  );
};
