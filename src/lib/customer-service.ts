import { z } from 'zod';
import type { CustomerService } from '../../contract/system.ts';
import { decodeCsPath } from '../../platform/services/customer-service.ts';

/** Only web links may become a button: a decoded `javascript:` or `data:` URL is dropped. */
const webUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * The first customer-service contact as a plain URL, decoded on the server (CONTRACT.md 3.4), so
 * the system screens need no script to offer it. Null when there is none or it does not decode.
 */
export const firstCustomerServiceUrl = (contacts: readonly CustomerService[]): string | null => {
  for (const contact of contacts) {
    try {
      const url = webUrlSchema.safeParse(decodeCsPath(contact.path));
      if (url.success) return url.data;
    } catch {
      // A contact that does not decode is skipped; the next one may still work.
    }
  }
  return null;
};
