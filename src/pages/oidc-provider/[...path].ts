import { gatewayEndpoint } from '../../gateway/astro-endpoint.ts';

/** The embedded OpenID Connect stand-in's documents, page and token endpoint are answered on demand, by the gateway. */
export const prerender = false;
export const ALL = gatewayEndpoint;
