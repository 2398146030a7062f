import { gatewayEndpoint } from '../../gateway/astro-endpoint.ts';

/** Platform calls are answered on demand, by the gateway. */
export const prerender = false;
export const ALL = gatewayEndpoint;
