import { describe, expect, it } from 'vitest';
import { checkMoneyForm, normalAmount } from './money-form-checks.ts';

describe('money form checks', () => {
  it('takes an amount with a point or a comma and at most two decimals', () => {
    const ok = { accountId: '3', transactionPassword: 'x' };
    expect(checkMoneyForm('withdraw', { ...ok, amount: '250' })).toBeNull();
    expect(checkMoneyForm('withdraw', { ...ok, amount: '250,5' })).toBeNull();
    expect(checkMoneyForm('withdraw', { ...ok, amount: '250.505' })).toBe('amount');
    expect(checkMoneyForm('withdraw', { ...ok, amount: '0' })).toBe('amount');
    expect(checkMoneyForm('withdraw', { ...ok, amount: '-5' })).toBe('amount');
    expect(checkMoneyForm('withdraw', { amount: '5', transactionPassword: 'x' })).toBe('account');
    expect(checkMoneyForm('withdraw', { ...ok, amount: '5', transactionPassword: '' })).toBe('password');
    expect(normalAmount(' 250,5 ')).toBe('250.5');
  });

  it('asks a new bank account for a bank, 18 digits, a holder and the password', () => {
    const ok = { bankCode: '012', clabe: '012180012345678909', holderName: 'Ana Ruiz', transactionPassword: 'x' };
    expect(checkMoneyForm('add-account', ok)).toBeNull();
    expect(checkMoneyForm('add-account', { ...ok, bankCode: '' })).toBe('bank');
    expect(checkMoneyForm('add-account', { ...ok, clabe: '01218001234567890' })).toBe('clabe');
    expect(checkMoneyForm('add-account', { ...ok, holderName: ' ' })).toBe('holder');
    expect(checkMoneyForm('remove-account', { id: '1', transactionPassword: '' })).toBe('password');
    expect(checkMoneyForm('cancel', { id: '1' })).toBeNull();
  });

  it('asks a confirmation for the amount received, or for 1 to 3 PNG or JPG proofs of 5 MB and a short comment', () => {
    expect(checkMoneyForm('confirm-received', { id: '1' })).toBeNull();
    expect(checkMoneyForm('confirm-partly', { id: '1', received: '120,50' })).toBeNull();
    expect(checkMoneyForm('confirm-partly', { id: '1', received: '0' })).toBe('received');
    const limits = { count: 3, size: 5, max: 140 };
    const png = { size: 1000, type: 'image/png' };
    const notReceived = (files: { size: number; type: string }[], comment = '') =>
      checkMoneyForm('confirm-not-received', { id: '1', comment }, { files, ...limits });
    expect(notReceived([png, { size: 5 * 1024 * 1024, type: 'image/jpeg' }], 'x'.repeat(140))).toBeNull();
    expect(notReceived([])).toBe('proofCount');
    expect(notReceived([png, png, png, png])).toBe('proofCount');
    expect(notReceived([{ size: 10, type: 'image/gif' }])).toBe('proofType');
    expect(notReceived([{ size: 5 * 1024 * 1024 + 1, type: 'image/png' }])).toBe('proofSize');
    expect(notReceived([png], 'x'.repeat(141))).toBe('comment');
  });
});
