import type { ChatMessage } from '../../../contract/centres.ts';
import { fill } from '../../../contract/fill.ts';
import { byId, callApi, readPageData } from './page.ts';
import { CHAT_DATA_ID, type ChatPageData } from './page-data.ts';

/*
 * A live table's chat page: asks for new messages every few seconds while the tab is visible and
 * the reader has not paused it (WCAG 2.2.2), and posts the member's messages. Every text is set
 * with textContent, so a message is only ever characters.
 */
const data = readPageData<ChatPageData>(CHAT_DATA_ID);

if (data) {
  const log = byId<HTMLOListElement>('chat-log');
  const empty = byId('chat-empty');
  const updated = byId('chat-updated');
  const pause = byId<HTMLButtonElement>('chat-pause');
  const clock = new Intl.DateTimeFormat(data.locale, { hour: '2-digit', minute: '2-digit' });
  let lastId = data.lastId;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const line = (message: ChatMessage) => {
    const item = document.createElement('li');
    item.dataset.id = String(message.id);
    const author = document.createElement('span');
    author.className = 'chat__author';
    author.textContent = message.author;
    const time = document.createElement('time');
    time.dateTime = new Date(message.at).toISOString();
    time.textContent = clock.format(message.at);
    const text = document.createElement('p');
    text.className = 'chat__text';
    text.textContent = message.text;
    item.append(author, ' ', time, text);
    return item;
  };

  const show = (messages: readonly ChatMessage[]) => {
    for (const message of messages) {
      if (message.id <= lastId && log.querySelector(`li[data-id="${message.id}"]`)) continue;
      log.append(line(message));
      lastId = Math.max(lastId, message.id);
    }
    empty.hidden = log.children.length > 0;
    if (messages.length) log.lastElementChild?.scrollIntoView({ block: 'nearest' });
  };

  // Times the server wrote in UTC, in the reader's own time zone.
  for (const time of log.querySelectorAll('time')) time.textContent = clock.format(new Date(time.dateTime));

  const poll = async () => {
    clearTimeout(timer);
    if (paused || document.hidden) return;
    try {
      const answer = await callApi<{ list: ChatMessage[] }>(`${data.api}?after=${lastId}`, data.lang);
      if (answer.body?.success && answer.body.value) {
        show(answer.body.value.list);
        updated.textContent = fill(data.words.updatedAt, { time: clock.format(Date.now()) });
      }
    } catch {
      // Offline for a moment: the next poll tries again.
    }
    if (!paused && !document.hidden) timer = setTimeout(() => void poll(), data.pollMs);
  };

  pause.hidden = false;
  pause.addEventListener('click', () => {
    paused = !paused;
    pause.setAttribute('aria-pressed', String(paused));
    pause.textContent = paused ? data.words.resume : data.words.pause;
    if (paused) clearTimeout(timer);
    else void poll();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) clearTimeout(timer);
    else void poll();
  });
  timer = setTimeout(() => void poll(), data.pollMs);

  const form = document.getElementById('chat-form') as HTMLFormElement | null;
  if (form) {
    const input = byId<HTMLInputElement>('chat-text');
    const error = byId('chat-error');
    const send = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (send.disabled) return;
      send.disabled = true;
      send.textContent = data.words.sending;
      error.textContent = '';
      input.removeAttribute('aria-invalid');
      void callApi<ChatMessage>(data.api, data.lang, { text: input.value })
        .then((answer) => {
          if (answer.body?.success && answer.body.value) {
            show([answer.body.value]);
            input.value = '';
          } else {
            error.textContent = answer.body?.message ?? data.words.network;
            input.setAttribute('aria-invalid', 'true');
          }
        })
        .catch(() => {
          error.textContent = data.words.network;
        })
        .finally(() => {
          send.disabled = false;
          send.textContent = data.words.send;
          input.focus();
        });
    });
  }
}
