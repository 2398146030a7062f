/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { PlatformError } from '../core/errors.ts';
import { ok, readJson } from '../core/http.ts';
import { paymentSecret } from '../core/payment-secret.ts';
import { IMMUTABLE_CACHE, providerAssets } from './assets/provider-assets.ts';
import { openCheckoutToken } from './checkout-token.ts';
import { CheckoutErrorPage, CheckoutPage } from './pages/CheckoutPage.tsx';
import { notifyMerchant, PROVIDER_PREFIX, type Deliver } from './provider.ts';
import { visitorLanguageOf } from './visitor-language.ts';

/** The checkout page's one policy: its own hashed script and stylesheet, calls to this site, no framing. */
const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const sendPage = (c: Context<AppEnv>, page: ReturnType<typeof CheckoutPage>, status: ContentfulStatusCode = 200) =>
  c.html(page, status, { 'Content-Security-Policy': PAGE_POLICY, 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' });

const choiceSchema = z.object({ outcome: z.enum(['pay', 'fail']) });

/**
 * /pay: the embedded card payment provider. The checkout token in the path is the only credential
 * (nothing here reads the site's session); the player's choice is told to the merchant by a signed
 * notification, delivered by `deliver`, before the player is sent back.
 */
export const paymentProviderRoutes = (deliver: Deliver) =>
  new Hono<AppEnv>()
    .get('/checkout/:token', async (c) => {
      const p = c.var.platform;
      const assets = await providerAssets(PROVIDER_PREFIX);
      const opened = openCheckoutToken(paymentSecret(p.env), c.req.param('token'), p.now().getTime());
      if (!opened.ok) {
        const page = <CheckoutErrorPage lang={visitorLanguageOf(c)} reason={opened.reason} style={assets.url['checkout.css']} />;
        return sendPage(c, page, opened.reason === 'expired' ? 410 : 404);
      }
      const apiUrl = `${PROVIDER_PREFIX}/api/checkout/${c.req.param('token')}`;
      return sendPage(
        c,
        <CheckoutPage session={opened.session} apiUrl={apiUrl} assets={{ style: assets.url['checkout.css'], script: assets.url['checkout.js'] }} />,
      );
    })
    .post('/api/checkout/:token', async (c) => {
      const p = c.var.platform;
      const { outcome } = await readJson(c, choiceSchema);
      const secret = paymentSecret(p.env);
      const opened = openCheckoutToken(secret, c.req.param('token'), p.now().getTime());
      // A broken or expired checkout is no checkout at all.
      if (!opened.ok) throw new PlatformError('api.not.found', undefined, c.req.path);
      if (!(await notifyMerchant(deliver, secret, opened.session, outcome, p.now().getTime()))) {
        c.var.log.warn({ providerReference: opened.session.providerReference }, 'merchant refused the payment notification');
        throw new PlatformError('upstream.unavailable');
      }
      return ok(c, { returnUrl: opened.session.returnUrl });
    })
    // The page's script and stylesheet, by names that carry their content's hash.
    .get('/assets/:name', async (c) => {
      const asset = (await providerAssets(PROVIDER_PREFIX)).byName.get(c.req.param('name'));
      if (!asset) throw new PlatformError('api.not.found', undefined, c.req.path);
      return c.body(asset.body, 200, { 'Content-Type': asset.contentType, 'Cache-Control': IMMUTABLE_CACHE });
    });
