/**
 * The embedded card payment provider (ARCHITECTURE.md "Embedded stand-ins"), mounted at /pay: its
 * checkout page and the signed notification it sends the platform. The platform knows it only
 * through the deposit module's CardProvider interface, so a real provider's client can replace it.
 */
export { embeddedCardProvider } from './provider.ts';
export { paymentProviderRoutes } from './provider.routes.tsx';
