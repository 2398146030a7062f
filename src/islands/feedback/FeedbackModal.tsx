import { useId, useRef, useState } from 'react';
import { FIELD_MAX } from '../../../contract/limits.ts';
import { FEEDBACK_TYPE_VALUES } from '../../../contract/feedback.ts';
import { messageKeyOf } from '../../api-client/errors.ts';
import { sendFeedback } from './feedback-api.ts';
import { fill } from '../../../contract/fill.ts';
import { checkFeedback, type FeedbackDraft } from './feedback-form.ts';
import { CaptchaImage, type CaptchaImageHandle } from '../ui/CaptchaImage.tsx';
import { showDialog } from '../../stores/dialog.ts';
import type { ModalViewProps } from '../../stores/modal.ts';
import { describedBy, Field, FieldFrame } from '../ui/Field.tsx';
import { Form } from '../ui/Form.tsx';
import { Modal } from '../ui/Modal.tsx';
import './feedback.css';

/** The feedback form (SPEC section 2): question type, description with a counter, captcha. */
export const FeedbackModal = ({ params, close, closeLabel }: ModalViewProps<'feedback'>) => {
  const { text, limits } = params;
  const ids = useId();
  const [draft, setDraft] = useState<FeedbackDraft>({ type: '', content: '', captcha: '' });
  const captcha = useRef<CaptchaImageHandle>(null);
  const [sending, setSending] = useState(false);

  const warn = (message: string, icon: 'warning' | 'error' = 'warning') =>
    showDialog({ icon, title: text.warningTitle, text: message, buttons: [{ key: 'confirm', label: text.ok }] });

  const submit = async () => {
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
      captcha.current?.replace();
      void warn(text.errors[messageKeyOf(error)] ?? text.errors['errors.system.error'] ?? '', 'error');
    } finally {
      setSending(false);
    }
  };

  const counter = fill(text.counter, { count: draft.content.length, max: limits.max });
  const set = (field: keyof FeedbackDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  return (
    <Modal title={text.title} closeLabel={closeLabel} onClose={close} keepOnCover>
      <Form className="feedback" onSubmit={() => void submit()}>
        <FieldFrame id={`${ids}-type`} label={text.type}>
          <select className="ui-field__input" id={`${ids}-type`} value={draft.type} onChange={(e) => set('type')(e.target.value)} data-autofocus>
            <option value="">{text.typePlaceholder}</option>
            {text.types.map((type) => (
              <option key={type.value} value={String(type.value)}>
                {type.label}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={`${ids}-content`} label={text.description} hint={counter}>
          <textarea
            className="ui-field__input"
            id={`${ids}-content`}
            rows={5}
            maxLength={limits.max}
            value={draft.content}
            aria-describedby={describedBy(`${ids}-content`, counter, null)}
            onChange={(e) => set('content')(e.target.value)}
          />
        </FieldFrame>
        <Field
          name="captcha"
          label={text.captcha}
          autoComplete="off"
          maxLength={FIELD_MAX.captcha}
          value={draft.captcha}
          onChange={(e) => set('captcha')(e.target.value)}
          addon={<CaptchaImage ref={captcha} text={{ image: text.captchaImage, refresh: text.captchaRefresh, unavailable: text.captchaUnavailable }} />}
        />
        <button type="submit" className="button feedback__submit" aria-disabled={sending}>
          {sending ? text.sending : text.submit}
        </button>
      </Form>
    </Modal>
  );
};
