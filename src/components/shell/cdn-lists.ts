import type { SystemStatus } from '../../../contract/system.ts';

/**
 * What `<html data-cdns>` tells the browser (src/islands/shell/cdn-choice.ts): the status's image
 * and launch CDNs, when one of the lists has hosts to choose between. Every page of the site
 * carries it, so with a single host (the default, the site's own `/cdn`) it is left out.
 */
export const cdnListsAttribute = (status: SystemStatus | null): string | undefined => {
  const image = status?.info.imageCDNs ?? [];
  const launch = status?.info.launchGameCDNs ?? [];
  return image.length > 1 || launch.length > 1 ? JSON.stringify({ image, launch }) : undefined;
};
