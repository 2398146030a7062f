import { oidcClientInputSchema, socialProviderInputSchema, socialProviderKeyInputSchema, type SocialReport } from '../operator/social-operations.ts';
import { define, valid } from './command.ts';
import { onOff, table } from './format.ts';

/* One-click social sign-in: the providers the login pop-up offers, and the embedded stand-in's clients. */

const socialText = (r: SocialReport) =>
  [
    r.providers.length
      ? table(
          ['KEY', 'NAME', 'ISSUER', 'CLIENT ID', 'BUTTON'],
          r.providers.map((p) => [p.key, p.name, p.issuer, p.clientId, onOff(p.enabled)]),
        )
      : 'No social sign-in provider: the login pop-up shows no provider button.',
    r.standInClients.length
      ? table(
          ['STAND-IN CLIENT', 'REDIRECT URI'],
          r.standInClients.map((c) => [c.clientId, c.redirectUris.join(' ')]),
        )
      : 'The embedded OpenID Connect stand-in serves no client yet.',
  ].join('\n');

export const SOCIAL_COMMANDS = [
  define({
    words: ['social', 'list'],
    summary: 'Show the social sign-in providers (secrets are never shown) and the clients of the embedded OpenID Connect stand-in.',
    example: 'social list',
    run: (ops) => ops.socialProviders(),
    render: socialText,
  }),
  define({
    words: ['social', 'set'],
    args: ['<KEY>'],
    options: ['issuer', 'client-id', 'client-secret', 'name', 'disabled'],
    summary:
      'Add or change an OpenID Connect provider: its issuer URL (as its ID tokens name it), the client id and secret it gave this site, and the name on the button. The login pop-up shows it on the next page; --disabled stores it switched off.',
    example: 'social set standin --issuer https://play.example/oidc-provider --client-id betplay --client-secret "…" --name "Stand-in ID"',
    parse: ([key], o) =>
      valid(socialProviderInputSchema, {
        key,
        issuer: o.issuer,
        clientId: o['client-id'],
        clientSecret: o['client-secret'],
        name: o.name,
        enabled: !o.disabled,
      }),
    run: (ops, input) => ops.setSocialProvider(input),
    render: socialText,
  }),
  define({
    words: ['social', 'off'],
    args: ['<KEY>'],
    summary: 'Switch a provider off: its button goes and its sign-ins are refused. Members keep their links for when it is set again.',
    example: 'social off standin',
    parse: ([key]) => valid(socialProviderKeyInputSchema, { key }),
    run: (ops, input) => ops.disableSocialProvider(input),
    render: socialText,
  }),
  define({
    words: ['social', 'stand-in-client'],
    args: ['<CLIENT_ID>'],
    options: ['client-secret', 'redirect-uri'],
    summary:
      "Register a client with the embedded OpenID Connect stand-in (/oidc-provider): its secret (16+ characters) and the one address it may send the browser back to, this site's /wps/social/callback.",
    example: 'social stand-in-client betplay --client-secret "…" --redirect-uri https://play.example/wps/social/callback',
    parse: ([clientId], o) =>
      valid(oidcClientInputSchema, { clientId, secret: o['client-secret'], redirectUris: o['redirect-uri'] ? [o['redirect-uri']] : [] }),
    run: (ops, input) => ops.setOidcClient(input),
    render: socialText,
  }),
];
