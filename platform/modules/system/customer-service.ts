import { randomInt } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { CUSTOMER_SERVICE_TYPES, type CustomerService } from '../../../contract/system.ts';
import type { Db } from '../../db/index.ts';
import { customerServices } from '../../db/schema/index.ts';
import { desEcbDecrypt, desEcbEncrypt } from './des.ts';

const KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const randomKey = () => Array.from({ length: KEY_LENGTH }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

/**
 * A contact link as the client expects it (CONTRACT.md 3.4): base64 DES-ECB ciphertext of the URL,
 * then the 8-character key. A fresh key is drawn every time the status cache reloads, so the same
 * link reads differently from one load to the next; it is obfuscation, not secrecy.
 */
export const encodeCsPath = (url: string, key: string = randomKey()): string => {
  if (key.length !== KEY_LENGTH) throw new RangeError(`The key is ${KEY_LENGTH} characters`);
  return desEcbEncrypt(Buffer.from(url, 'utf8'), Buffer.from(key, 'latin1')).toString('base64') + key;
};

export const decodeCsPath = (path: string): string => {
  const key = path.slice(-KEY_LENGTH);
  const ciphertext = Buffer.from(path.slice(0, -KEY_LENGTH), 'base64');
  return desEcbDecrypt(ciphertext, Buffer.from(key, 'latin1')).toString('utf8');
};

const isCsType = (t: string): t is CustomerService['csType'] => (CUSTOMER_SERVICE_TYPES as readonly string[]).includes(t);

/** The contacts in display order, paths encoded. A contact of a type the client cannot show is left out. */
export const loadCustomerServices = async (db: Db): Promise<CustomerService[]> => {
  const rows = await db.select().from(customerServices).orderBy(asc(customerServices.sort), asc(customerServices.id));
  return rows.flatMap((r) => (isCsType(r.csType) ? [{ csType: r.csType, path: encodeCsPath(r.url), title: r.title }] : []));
};
