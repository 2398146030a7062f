import { useState } from 'react';
import { FIELD_MAX } from '../../../../contract/limits.ts';
import { changePassword } from './password-change-api.ts';
import { showDialog } from '../../../stores/dialog.ts';
import { afterPasswordChange } from '../login-flow.ts';
import type { ModalViewProps } from '../../../stores/modal.ts';
import { signOut } from '../sign-out.ts';
import { Field } from '../../ui/Field.tsx';
import { Form } from '../../ui/Form.tsx';
import { failureOf } from '../../ui/form-state.ts';
import { Modal } from '../../ui/Modal.tsx';
import { failureText } from '../../../i18n/failure-text.ts';
import { checkPasswordChange, ruleHint, ruleMessage, type PasswordField } from './password-change-check.ts';
import { useFormProblems } from './use-form-problems.ts';
import '../shared/accounts.css';
import './login.css';

type Problems = Partial<Record<PasswordField, string>>;

/**
 * Change password (changePassModal, SPEC sections 4 and 5). Forced right after a login whose
 * password must change: it cannot be dismissed, only signed out of, since the session must not
 * be used with that password. The old password is asked for only when this login did not give it.
 */
export const ChangePasswordModal = ({ params, close, closeLabel }: ModalViewProps<'changePass'>) => {
  const { t, site, forced, knownOldPassword } = params;
  const [askOld, setAskOld] = useState(!knownOldPassword);
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const { root, problems, refuse } = useFormProblems<PasswordField>();
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'done'>('editing');

  const set = (field: PasswordField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async () => {
    if (status !== 'editing') return;
    setFormError(null);
    const oldPassword = askOld ? values.oldPassword : (knownOldPassword ?? '');
    const check = checkPasswordChange({ ...values, oldPassword }, site.passwordRule, t);
    if (!check.ok) {
      refuse(check.problems);
      return;
    }
    refuse({});
    setStatus('sending');
    try {
      await changePassword(check.request);
      setStatus('done');
      await afterPasswordChange();
    } catch (error) {
      setStatus('editing');
      const failure = failureOf(error);
      if (failure.form === null) {
        // The platform's rule messages are keys such as `register.pattern.5`; they go back into their fields.
        const found: Problems = {};
        for (const [name, key] of Object.entries(failure.fields)) {
          if (name === 'oldPassword' || name === 'newPassword' || name === 'confirmNewPassword') found[name] = ruleMessage(key, site.passwordRule, t);
        }
        refuse(found);
        return;
      }
      if (failure.form === 'errors.password.old.invalid' && !askOld) setAskOld(true);
      setFormError(failureText(t, error));
    }
  };

  // A forced change has one way out besides changing: signing out, after asking.
  const leave = async () => {
    if (!forced) return close();
    const choice = await showDialog({
      icon: 'warning',
      title: t('login.change.signOut'),
      text: t('login.change.signOutQuestion'),
      buttons: [
        { key: 'stay', label: t('login.change.stay'), variant: 'secondary' },
        { key: 'signOut', label: t('login.change.signOut') },
      ],
    });
    if (choice !== 'signOut') return;
    const failed = await signOut();
    if (failed) setFormError(t.or(failed.failed, 'errors.system.error'));
  };

  const busy = status !== 'editing';
  return (
    <Modal title={t('login.change.title')} closeLabel={forced ? t('login.change.signOut') : closeLabel} onClose={() => void leave()} keepOnCover>
      {forced && <p className="login-lead">{t('login.change.forcedLead')}</p>}
      <div ref={root}>
        <Form onSubmit={() => void submit()} error={formError}>
          {askOld && (
            <Field
              name="oldPassword"
              type="password"
              label={t('login.change.oldPassword')}
              autoComplete="current-password"
              maxLength={FIELD_MAX.password}
              value={values.oldPassword}
              error={problems.oldPassword}
              onChange={(e) => set('oldPassword')(e.target.value)}
              data-autofocus
            />
          )}
          <Field
            name="newPassword"
            type="password"
            label={t('login.change.newPassword')}
            // The rule is said once: as the hint, or as the problem when it is broken.
            hint={site.passwordRule && !problems.newPassword ? ruleHint(site.passwordRule, t) : undefined}
            autoComplete="new-password"
            maxLength={FIELD_MAX.password}
            value={values.newPassword}
            error={problems.newPassword}
            onChange={(e) => set('newPassword')(e.target.value)}
            {...(askOld ? {} : { 'data-autofocus': true })}
          />
          <Field
            name="confirmNewPassword"
            type="password"
            label={t('login.change.confirmPassword')}
            autoComplete="new-password"
            maxLength={FIELD_MAX.password}
            value={values.confirmNewPassword}
            error={problems.confirmNewPassword}
            onChange={(e) => set('confirmNewPassword')(e.target.value)}
          />
          <button type="submit" className="button account-submit" aria-disabled={busy}>
            {busy ? t('login.change.submitting') : t('login.change.submit')}
          </button>
        </Form>
      </div>
    </Modal>
  );
};
