/** @jsxImportSource hono/jsx */
import { CHAT_MESSAGE_MAX, CHAT_POLL_MS, type ChatMessage, type LiveTable } from '../../../contract/centres.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { GameAssets } from '../assets/game-assets.ts';
import { CHAT_DATA_ID, type ChatPageData } from '../client/page-data.ts';
import { Layout } from '../pages/Layout.tsx';
import { chatWords } from '../pages/words.ts';

interface ChatPageProps {
  lang: ShippedLanguage;
  locale: string;
  table: LiveTable;
  messages: readonly ChatMessage[];
  /** Whether the page posts (a member's pass) or only reads. */
  canPost: boolean;
  api: string;
  assets: GameAssets;
  serverNow: number;
}

const timeOf = (at: number, locale: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at);

/** One message: its author, its time and its text, all as text. */
const ChatLine = ({ message, locale }: { message: ChatMessage; locale: string }) => (
  <li data-id={message.id}>
    <span class="chat__author">{message.author}</span> <time datetime={new Date(message.at).toISOString()}>{timeOf(message.at, locale)}</time>
    <p class="chat__text">{message.text}</p>
  </li>
);

/**
 * A live table's chat (the address `CBS_launchChat` answers). Complete HTML with the latest
 * messages; its script asks for new ones every few seconds while the tab is visible, unless the
 * reader pauses it, and posts a member's messages. Texts are only ever written as text.
 */
export const ChatPage = ({ lang, locale, table, messages, canPost, api, assets, serverNow }: ChatPageProps) => {
  const w = chatWords(lang);
  const data: ChatPageData = {
    api,
    lang,
    locale,
    pollMs: CHAT_POLL_MS,
    lastId: messages.at(-1)?.id ?? 0,
    words: {
      send: w('send'),
      sending: w('sending'),
      network: w('network'),
      updatedAt: w('updatedAt', { time: '{{time}}' }),
      pause: w('pause'),
      resume: w('resume'),
    },
  };
  const allDay = table.opensAt === table.closesAt;
  return (
    <Layout
      lang={lang}
      title={w('documentTitle', { table: table.gameName })}
      style={assets.url['chat.css']}
      script={{ src: assets.url['chat.js'], data: { id: CHAT_DATA_ID, value: data } }}
    >
      <main class="chat">
        <header class="chat__head">
          <img src={table.imageUrl} alt="" width="96" height="72" />
          <div>
            <h1>{w('heading', { table: table.gameName })}</h1>
            <p>
              {w('dealer', { dealer: table.dealerName })} · <span class={table.open ? 'chat__open' : 'chat__closed'}>{w(table.open ? 'open' : 'closed')}</span>{' '}
              · {allDay ? w('allDay') : w('hours', { from: table.opensAt, to: table.closesAt })}
            </p>
          </div>
        </header>
        <section class="chat__messages" aria-labelledby="chat-heading">
          <div class="chat__bar">
            <h2 id="chat-heading">{w('messages')}</h2>
            <p id="chat-updated">{w('updatedAt', { time: timeOf(serverNow, locale) })}</p>
            <button type="button" id="chat-pause" aria-pressed="false" hidden>
              {w('pause')}
            </button>
          </div>
          <div role="log" aria-labelledby="chat-heading" class="chat__log">
            <ol id="chat-log">
              {messages.map((message) => (
                <ChatLine message={message} locale={locale} />
              ))}
            </ol>
          </div>
          <p id="chat-empty" hidden={messages.length > 0}>
            {w('empty')}
          </p>
        </section>
        {canPost ? (
          <form id="chat-form" class="chat__form" novalidate>
            <label for="chat-text">{w('label')}</label>
            <div class="chat__row">
              <input id="chat-text" name="text" type="text" maxlength={CHAT_MESSAGE_MAX} autocomplete="off" aria-describedby="chat-hint chat-error" />
              <button type="submit">{w('send')}</button>
            </div>
            <p id="chat-hint" class="chat__hint">
              {w('hint', { max: CHAT_MESSAGE_MAX })}
            </p>
            <p id="chat-error" class="chat__error" role="alert"></p>
          </form>
        ) : (
          <div class="chat__form">
            <p>{w('readOnly')}</p>
            <p>
              <a href="/login">{w('loginToPost')}</a>
            </p>
          </div>
        )}
        <noscript>
          <p>{w('noscript')}</p>
        </noscript>
      </main>
    </Layout>
  );
};
