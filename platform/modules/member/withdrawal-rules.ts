import { z } from 'zod';
import { formatMinor } from '../../../contract/money-format.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import { DEFAULT_WITHDRAWAL_SETTING } from '../../../contract/withdrawals.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { readSetting, writeSetting, type SettingValue } from '../system/index.ts';
import { unmatchedCredits, type LedgerDb } from '../ledger/index.ts';

/** A member keeps at most this many bank accounts. */
export const MAX_WITHDRAWAL_ACCOUNTS = 3;
/** A new bank account takes withdrawals this long after it is added. */
export const ACCOUNT_DELAY_HOURS = 24;
/** The window the daily count is counted over. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface WithdrawalRules {
  min: bigint;
  max: bigint;
  dailyCount: number;
  fee: bigint;
  confirmMinutes: number;
}

export const withdrawalRules = async (p: Platform): Promise<WithdrawalRules> => {
  const setting = await readWithdrawalSetting(p);
  return {
    min: parseMinor(setting.min)!,
    max: parseMinor(setting.max)!,
    dailyCount: setting.dailyCount,
    fee: parseMinor(setting.fee)!,
    confirmMinutes: setting.confirmMinutes,
  };
};

/** Deposits are wagered once before they can leave: these kinds count as the stake of a bet. */
const TURNOVER = { credits: ['deposit'], debits: ['game.bet', 'lottery.ticket'] } as const;

/** What the member must still stake before withdrawing, in minor units. */
export const remainingTurnover = (on: LedgerDb, memberId: number) => unmatchedCredits(on, memberId, TURNOVER);

/** Names compared as a person reads them: case, accents and spacing aside. */
export const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');
  return plain(a) === plain(b);
};

const money = z
  .string()
  .trim()
  .refine((text) => /^\d{1,13}(\.\d{1,2})?$/.test(text), 'an amount with at most two decimals')
  .transform((text) => formatMinor(parseMinor(text)!));

/** An operator's change of the rules: only the fields given change; the minimum stays at or below the maximum. */
export const withdrawalSettingInputSchema = z.object({
  min: money.optional(),
  max: money.optional(),
  dailyCount: z.coerce.number().int().min(1).max(100).optional(),
  fee: money.optional(),
  confirmMinutes: z.coerce.number().int().min(1).max(10_080).optional(),
});

export const readWithdrawalSetting = async (p: Platform): Promise<SettingValue<'withdrawal'>> =>
  (await readSetting(p.db, 'withdrawal')) ?? DEFAULT_WITHDRAWAL_SETTING;

export const updateWithdrawalSetting = async (p: Platform, patch: z.output<typeof withdrawalSettingInputSchema>): Promise<SettingValue<'withdrawal'>> => {
  const current = await readWithdrawalSetting(p);
  const next = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) } as SettingValue<'withdrawal'>;
  if (parseMinor(next.min)! <= 0n || parseMinor(next.min)! > parseMinor(next.max)!) {
    throw new PlatformError('request_param_err', { fields: { min: ['min_above_max'] } });
  }
  await writeSetting(p, 'withdrawal', next);
  return next;
};
