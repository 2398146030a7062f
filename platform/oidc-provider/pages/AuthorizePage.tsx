/** @jsxImportSource hono/jsx */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { bcp47Of, type ShippedLanguage } from '../../../contract/languages.ts';
import type { AuthorizeRequest } from '../authorize-request.ts';
import { oidcWords } from './words.ts';

const Document = ({ lang, title, style, children }: { lang: ShippedLanguage; title: string; style: string; children?: Child }) => (
  <>
    {raw('<!doctype html>')}
    <html lang={bcp47Of(lang)}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="stylesheet" href={style} />
      </head>
      <body>{children}</body>
    </html>
  </>
);

export interface AuthorizePageProps {
  lang: ShippedLanguage;
  style: string;
  action: string;
  request: AuthorizeRequest;
  values: { email: string; name: string };
  problems: { email?: boolean; name?: boolean };
}

const HIDDEN_FIELDS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method'] as const;

/**
 * The stand-in's sign-in: a test user names itself by address (the same address is always the
 * same subject), then continues or cancels. A plain form, so the page needs no script.
 */
export const AuthorizePage = ({ lang, style, action, request, values, problems }: AuthorizePageProps) => {
  const w = oidcWords(lang);
  const invalid = (on: boolean | undefined) => (on ? 'true' : undefined);
  return (
    <Document lang={lang} title={`${w('title')} · ${w('brand')}`} style={style}>
      <main class="authorize">
        <p class="brand">{w('brand')}</p>
        <h1>{w('title')}</h1>
        <p>{w('intro', { client: request.client_id })}</p>
        <form method="post" action={action} novalidate>
          {HIDDEN_FIELDS.map((name) => (
            <input type="hidden" name={name} value={request[name]} />
          ))}
          <div class="field">
            <label for="email">{w('email')}</label>
            <input
              id="email"
              name="email"
              type="email"
              autocomplete="email"
              value={values.email}
              aria-invalid={invalid(problems.email)}
              aria-describedby={problems.email ? 'email-error email-hint' : 'email-hint'}
              autofocus
            />
            <p id="email-hint" class="hint">
              {w('emailHint')}
            </p>
            {problems.email ? (
              <p id="email-error" class="error">
                {w('emailInvalid')}
              </p>
            ) : null}
          </div>
          <div class="field">
            <label for="name">{w('name')}</label>
            <input
              id="name"
              name="name"
              type="text"
              autocomplete="name"
              value={values.name}
              aria-invalid={invalid(problems.name)}
              aria-describedby={problems.name ? 'name-error' : undefined}
            />
            {problems.name ? (
              <p id="name-error" class="error">
                {w('nameInvalid')}
              </p>
            ) : null}
          </div>
          <div class="actions">
            <button type="submit" name="decision" value="allow">
              {w('allow')}
            </button>
            <button type="submit" name="decision" value="deny">
              {w('deny')}
            </button>
          </div>
        </form>
      </main>
    </Document>
  );
};

/** A request that names no known client or return address: nowhere safe to send the browser, so it is told here. */
export const AuthorizeErrorPage = ({ lang, style }: { lang: ShippedLanguage; style: string }) => {
  const w = oidcWords(lang);
  return (
    <Document lang={lang} title={`${w('errorTitle')} · ${w('brand')}`} style={style}>
      <main class="authorize">
        <p class="brand">{w('brand')}</p>
        <h1>{w('errorTitle')}</h1>
        <p>{w('errorText')}</p>
        <p>
          <a href="/">{w('back')}</a>
        </p>
      </main>
    </Document>
  );
};
