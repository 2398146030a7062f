import { z } from 'zod';
import type { CustomerService, ServiceLink } from '../../contract/system.ts';
import { decodeCsPath } from '../../platform/modules/system/index.ts';

/** Only web links may become a button: a decoded `javascript:` or `data:` URL is dropped. */
const webUrlSchema = z.url({ protocol: /^https?$/ });

const decoded = new WeakMap<readonly CustomerService[], ServiceLink[]>();

/**
 * The customer-service contacts with their links decoded (CONTRACT.md 3.4), so pages ship plain
 * links and the browser needs no cipher. A contact that does not decode to a web address is left
 * out. The status answer is cached, so each answer is decoded once.
 */
export const serviceLinksOf = (contacts: readonly CustomerService[]): ServiceLink[] => {
  const known = decoded.get(contacts);
  if (known) return known;
  const links = contacts.flatMap((contact) => {
    try {
      const url = webUrlSchema.safeParse(decodeCsPath(contact.path));
      return url.success ? [{ csType: contact.csType, url: url.data, title: contact.title }] : [];
    } catch {
      return [];
    }
  });
  decoded.set(contacts, links);
  return links;
};
