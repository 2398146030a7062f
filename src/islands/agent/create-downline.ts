import { showDialog } from '../../stores/dialog.ts';
import { failureMessage } from './failure-message.ts';

/** Words the form carries for its script, written on the server in the agent's language. */
interface CreateWords {
  offline: string;
  title: string;
  ok: string;
  required: string;
  /** With `{{account}}` for the new account's name. */
  done: string;
}

/**
 * The register centre's form: it checks that the three fields are filled, sends the new account
 * sealed (it carries a password), tells the agent it was created and reads the page again, so the
 * team list shows it. A refusal is told in the form's alert.
 */
export const bindCreateDownline = (form: HTMLFormElement) => {
  const words = JSON.parse(form.dataset.createDownline ?? '{}') as CreateWords;
  const fieldset = form.querySelector('fieldset');
  const errorBox = form.querySelector<HTMLElement>('[data-form-error]');
  const subAgent = form.querySelector<HTMLFieldSetElement>('[data-sub-agent]');
  // The sub-agent's type and rights apply only while "sub-agent" is chosen.
  const syncKind = () => {
    if (subAgent) subAgent.disabled = new FormData(form).get('kind') !== 'agent';
  };
  form.addEventListener('change', syncKind);
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.dataset.busy) return;
    void (async () => {
      const data = new FormData(form);
      const value = (name: string) => String(data.get(name) ?? '').trim();
      if (errorBox) errorBox.textContent = '';
      const empty = ['username', 'password', 'nickname'].find((name) => !value(name));
      if (empty) {
        if (errorBox) errorBox.textContent = words.required;
        form.querySelector<HTMLElement>(`[name="${empty}"]`)?.focus();
        return;
      }
      form.dataset.busy = '1';
      fieldset?.setAttribute('aria-busy', 'true');
      try {
        const { createDownline } = await import('./team-api.ts');
        const kind = value('kind') === 'agent' ? 'agent' : 'member';
        const created = await createDownline(
          kind === 'agent'
            ? {
                kind,
                username: value('username'),
                password: String(data.get('password')),
                nickname: value('nickname'),
                type: Number(value('type')),
                rights: data.getAll('rights').map(String),
              }
            : { kind, username: value('username'), password: String(data.get('password')), nickname: value('nickname') },
        );
        await showDialog({
          icon: 'success',
          title: words.title,
          text: words.done.replace('{{account}}', created.account),
          buttons: [{ key: 'confirm', label: words.ok }],
        });
        location.reload();
      } catch (error) {
        if (errorBox) errorBox.textContent = await failureMessage(error, words.offline);
        form.querySelector<HTMLElement>('[name="username"]')?.focus();
      } finally {
        delete form.dataset.busy;
        fieldset?.removeAttribute('aria-busy');
      }
    })();
  });
  fieldset?.removeAttribute('disabled');
  syncKind();
};
