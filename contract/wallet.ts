import { z } from 'zod';

/** Money on the wire: a string with exactly two decimals, as the real platform shows it. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const MAIN_WALLET_TYPE_ID = 2;

export const balanceSchema = z.object({
  sumBalance: moneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.array(z.object({ accountTypeId: z.number(), availBalance: moneySchema })),
});
export type Balance = z.infer<typeof balanceSchema>;

/** Minor units (cents) to the wire format; the one money formatter owns it. */
export { formatMinor } from './money-format.ts';

/** Wire format (or a plain decimal string) to minor units; null for anything else. */
export const parseMinor = (text: string): bigint | null => {
  const m = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, sign, units, frac = ''] = m;
  const value = BigInt(units!) * 100n + BigInt(frac.padEnd(2, '0'));
  return sign ? -value : value;
};
