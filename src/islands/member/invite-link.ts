/**
 * The invite link's copy and share buttons. Copy writes the link to the clipboard and says so;
 * share opens the system's share sheet where the browser has one. Without a script the link is
 * still there to select.
 */
export const startInvite = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('[data-invite-link]');
  const actions = root.querySelector<HTMLElement>('[data-invite-actions]');
  const copy = root.querySelector<HTMLButtonElement>('[data-copy-link]');
  const share = root.querySelector<HTMLButtonElement>('[data-share-link]');
  const status = root.querySelector<HTMLElement>('[data-invite-status]');
  if (!input || !actions || !copy) return;
  actions.hidden = false;
  copy.addEventListener('click', () => {
    const told = (text: string | undefined) => {
      if (status) status.textContent = text ?? '';
    };
    navigator.clipboard.writeText(input.value).then(
      () => told(root.dataset.copied),
      () => {
        // No clipboard permission: the link is selected, for the member to copy.
        input.select();
        told(root.dataset.copyFailed);
      },
    );
  });
  if (share && typeof navigator.share === 'function') {
    share.hidden = false;
    share.addEventListener('click', () => {
      navigator.share({ title: share.dataset.shareTitle ?? '', url: input.value }).catch(() => undefined);
    });
  }
};
