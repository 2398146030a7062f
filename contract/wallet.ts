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

/** Minor units (cents) to the wire format. Never goes through a float. */
export const formatMinor = (minor: bigint): string => {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
};

/** Wire format (or a plain decimal string) to minor units; null for anything else. */
export const parseMinor = (text: string): bigint | null => {
  const m = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, sign, units, frac = ''] = m;
  const value = BigInt(units!) * 100n + BigInt(frac.padEnd(2, '0'));
  return sign ? -value : value;
};
