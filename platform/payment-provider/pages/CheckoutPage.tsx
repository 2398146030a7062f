/** @jsxImportSource hono/jsx */
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor, formatMoney } from '../../../contract/money-format.ts';
import type { CheckoutSession } from '../checkout-token.ts';
import { Layout } from './Layout.tsx';
import { providerWords } from './words.ts';

/** What the page's script reads: where to send the choice, and the words it shows while it waits. */
export interface CheckoutData {
  apiUrl: string;
  words: { working: string; failed: string };
}

interface CheckoutPageProps {
  session: CheckoutSession;
  assets: { style: string; script: string };
  apiUrl: string;
}

/**
 * The checkout: the amount and the merchant's reference, then the player's choice, pay or decline.
 * The provider tells the merchant and sends the player back to it.
 */
export const CheckoutPage = ({ session, assets, apiUrl }: CheckoutPageProps) => {
  const w = providerWords(session.language);
  const amount = formatMoney(formatMinor(BigInt(session.amount)), { locale: session.locale, currency: session.currency });
  const data: CheckoutData = { apiUrl, words: { working: w('working'), failed: w('failed') } };
  return (
    <Layout lang={session.language} title={`${w('title')} · ${w('brand')}`} style={assets.style} script={{ src: assets.script, data }}>
      <main class="checkout">
        <p class="brand">{w('brand')}</p>
        <h1>{w('title')}</h1>
        <dl class="summary">
          <div>
            <dt>{w('amount')}</dt>
            <dd class="amount" data-testid="checkout-amount">
              {amount} <span class="currency">{session.currency}</span>
            </dd>
          </div>
          <div>
            <dt>{w('reference')}</dt>
            <dd class="reference">{session.merchantReference}</dd>
          </div>
        </dl>
        <p class="note">{w('note')}</p>
        <div class="actions">
          <button type="button" class="pay" data-outcome="pay">
            {w('pay', { amount })}
          </button>
          <button type="button" class="fail" data-outcome="fail">
            {w('fail')}
          </button>
        </div>
        <p class="status" role="status" data-status></p>
        <p>
          <a class="cancel" href={session.returnUrl}>
            {w('cancel')}
          </a>
        </p>
      </main>
    </Layout>
  );
};

/** A link that opens no checkout: broken or expired, in the visitor's words, with the way back. */
export const CheckoutErrorPage = ({ lang, reason, style }: { lang: ShippedLanguage; reason: 'invalid' | 'expired'; style: string }) => {
  const w = providerWords(lang);
  return (
    <Layout lang={lang} title={`${w('title')} · ${w('brand')}`} style={style}>
      <main class="checkout">
        <p class="brand">{w('brand')}</p>
        <h1>{w('title')}</h1>
        <p class="note">{w(reason)}</p>
        <p>
          <a class="cancel" href="/">
            {w('back')}
          </a>
        </p>
      </main>
    </Layout>
  );
};
