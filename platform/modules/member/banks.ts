import { clabe } from 'clabe-validator';
import type { Bank } from '../../../contract/withdrawals.ts';

/*
 * Mexico's banks and the CLABE rules, from clabe-validator (the ABM bank codes, and the weighted
 * check digit of the 18-digit CLABE). The platform answers the list; the browser never keeps one.
 */

const BANKS: readonly Bank[] = Object.entries(clabe.banksMap)
  .filter(([, bank]) => bank.name && bank.name !== 'N/A')
  .map(([code, bank]) => ({ code: code.padStart(3, '0'), name: bank.name! }))
  .sort((a, b) => a.name.localeCompare(b.name, 'es'));

const NAMES = new Map(BANKS.map((bank) => [bank.code, bank.name]));

export const bankList = (): readonly Bank[] => BANKS;

export const bankNameOf = (code: string): string => NAMES.get(code) ?? code;

/** Why a CLABE cannot be taken for that bank, or null when it can. */
export const clabeProblem = (number: string, bankCode: string): 'clabe_invalid' | 'clabe_bank_mismatch' | 'bank_unknown' | null => {
  if (!NAMES.has(bankCode)) return 'bank_unknown';
  // The format and the check digit decide; a branch-city code missing from the library's list
  // does not make a real account invalid.
  const check = clabe.validate(number);
  if (!check.valid.format) return 'clabe_invalid';
  return check.code.bank === bankCode ? null : 'clabe_bank_mismatch';
};

/** The last four digits only: the whole number is never shown again. */
export const maskClabe = (number: string): string => `•••• ${number.slice(-4)}`;
