import { $dialog } from '../../stores/dialog.ts';
import { $loader } from '../../stores/loader.ts';
import { $modal } from '../../stores/modal.ts';
import { watchPlatformEvents } from '../../stores/session.ts';
import type { HostsText } from './mount-hosts.tsx';

/*
 * Every page can show a dialog, the loader or a modal, but most visits never do. React and the
 * hosts load on the first request for one of them, so a page that needs none ships no React.
 */
const container = document.querySelector<HTMLElement>('[data-page-hosts]');
if (container) {
  const text = JSON.parse(container.dataset.text ?? '{}') as HostsText;
  let mounting: Promise<void> | undefined;
  const mount = () => {
    mounting ??= import('./mount-hosts.tsx').then(({ mountHosts }) => mountHosts(container, text));
  };
  for (const store of [$dialog, $loader, $modal] as const) {
    if (store.get()) mount();
    store.listen((value) => {
      if (value) mount();
    });
  }
  // The platform can end a session on any page; the dialog that says so needs no React to be asked for.
  watchPlatformEvents(text.dialog.sessionEnded);
}
