import { gatewayEndpoint } from '../../gateway/astro-endpoint.ts';

/** The embedded payment provider's checkout page and calls are answered on demand, by the gateway. */
export const prerender = false;
export const ALL = gatewayEndpoint;
