/**
 * The embedded OpenID Connect stand-in (ARCHITECTURE.md "Embedded stand-ins"), mounted at
 * /oidc-provider. The platform's social sign-in knows it only as an issuer URL, as it would a real
 * provider; the operator registers the platform as its client.
 */
export { oidcProviderRoutes, OIDC_PROVIDER_PREFIX } from './provider.routes.tsx';
export { listOidcClients, oidcClientInputSchema, setOidcClient } from './clients.ts';
