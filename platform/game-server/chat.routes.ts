import { Hono } from 'hono';
import { chatMessagesQuerySchema, chatPostSchema } from '../../contract/centres.ts';
import type { AppEnv } from '../context.ts';
import { PlatformError } from '../core/errors.ts';
import { ok, readJson, readQuery } from '../core/http.ts';
import { chatHistory, findLiveTable, postChatMessage, resolveChatKey } from '../modules/live/index.ts';
import { marketLocaleOf, requireModule } from '../modules/system/index.ts';
import { gameAssets } from './assets/game-assets.ts';
import { ChatPage } from './chat/ChatPage.tsx';
import { sendErrorPage } from './pages/ErrorPage.tsx';
import { sendPage, visitorLanguage } from './pages/page-response.ts';

const apiPath = (key: string) => `/gs/chat/api/${encodeURIComponent(key)}`;

/** The live chat's whitelabel module: with it off, its pages and calls answer `function.not.available`. */
const CHAT_MODULE = 'CBS3';

/**
 * /gs/chat: a live table's chat, the page `CBS_launchChat` names. The key in the path is a
 * member's pass (posts as them) or `table-<id>` (reads only). Like the game pages, nothing here
 * reads the site's session, and nothing answers 401.
 */
export const chatServerRoutes = () =>
  new Hono<AppEnv>()
    .get('/:key', async (c) => {
      const key = c.req.param('key');
      try {
        await requireModule(c.var.platform, CHAT_MODULE);
        const pass = await resolveChatKey(c.var.platform, key);
        const lang = pass.language ?? visitorLanguage(c);
        const table = await findLiveTable(c.var.platform, pass.tableId, lang);
        const page = ChatPage({
          lang,
          locale: await marketLocaleOf(c.var.platform, lang),
          table,
          messages: await chatHistory(c.var.platform, table.tableId),
          canPost: pass.member !== null,
          api: apiPath(key),
          assets: await gameAssets(),
          serverNow: c.var.platform.now().getTime(),
        });
        return sendPage(c, page);
      } catch (err) {
        if (!(err instanceof PlatformError)) c.var.log.error({ err }, 'chat page failed');
        return sendErrorPage(c, err instanceof PlatformError ? err.code : 'system.error', { game: 'chat' });
      }
    })
    .get('/api/:key', async (c) => {
      await requireModule(c.var.platform, CHAT_MODULE);
      const pass = await resolveChatKey(c.var.platform, c.req.param('key'));
      const { after } = readQuery(c, chatMessagesQuerySchema);
      const table = await findLiveTable(c.var.platform, pass.tableId, c.var.lang);
      return ok(c, { list: await chatHistory(c.var.platform, table.tableId, after), open: table.open });
    })
    .post('/api/:key', async (c) => {
      await requireModule(c.var.platform, CHAT_MODULE);
      const pass = await resolveChatKey(c.var.platform, c.req.param('key'));
      const { text } = await readJson(c, chatPostSchema);
      await findLiveTable(c.var.platform, pass.tableId, c.var.lang);
      return ok(c, await postChatMessage(c.var.platform, pass, text));
    });
