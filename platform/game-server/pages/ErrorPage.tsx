/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { ERROR_STATUS, type ErrorCode } from '../../../contract/error-codes.ts';
import type { AppEnv } from '../../context.ts';
import { errorMessage } from '../../core/i18n.ts';
import { gameAssets } from '../assets/game-assets.ts';
import { Layout } from './Layout.tsx';
import { sendPage, visitorLanguage } from './page-response.ts';
import { chatWords, lotteryWords, slotWords } from './words.ts';

interface ErrorPageProps {
  lang: ShippedLanguage;
  title: string;
  message: string;
  back: string;
  style: string;
}

/** The page for a link that opens no game: the reason in words, and the way back to the site. */
export const ErrorPage = ({ lang, title, message, back, style }: ErrorPageProps) => (
  <Layout lang={lang} title={title} style={style}>
    <main class="error-page">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href="/" target="_top">
          {back}
        </a>
      </p>
    </main>
  </Layout>
);

/** Each game's own heading and way back, in its own words and style. */
const GAMES = {
  slot: (lang: ShippedLanguage) => ({ title: slotWords(lang)('error.title'), back: slotWords(lang)('error.back') }),
  lottery: (lang: ShippedLanguage) => ({ title: lotteryWords(lang)('error.title'), back: lotteryWords(lang)('error.home') }),
  chat: (lang: ShippedLanguage) => ({ title: chatWords(lang)('error.title'), back: chatWords(lang)('error.back') }),
} as const;

/**
 * Answers a game page's failure with a page in the visitor's words, never JSON: the page sits in
 * the site's frame. Also what a closed site (maintenance, a blocked region) answers a game page.
 */
export const sendErrorPage = async (
  c: Context<AppEnv>,
  code: ErrorCode,
  { game = 'slot', lang = visitorLanguage(c) }: { game?: keyof typeof GAMES; lang?: ShippedLanguage } = {},
) => {
  const { url } = await gameAssets();
  const page = <ErrorPage lang={lang} message={errorMessage(code, lang)} style={url[`${game}.css`]} {...GAMES[game](lang)} />;
  return sendPage(c, page, ERROR_STATUS[code]);
};
