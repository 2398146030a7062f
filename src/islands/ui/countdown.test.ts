import { describe, expect, it } from 'vitest';
import { secondsLeft, smsCountdownEnd } from './countdown.ts';

describe('SMS countdown', () => {
  it('lasts expiredMinutes × 60 seconds and rounds up, never below zero', () => {
    const end = smsCountdownEnd(10_000, 5);
    expect(secondsLeft(end, 10_000)).toBe(300);
    expect(secondsLeft(end, 10_001)).toBe(300);
    expect(secondsLeft(end, 10_000 + 299_001)).toBe(1);
    expect(secondsLeft(end, 10_000 + 300_000)).toBe(0);
    expect(secondsLeft(end, 10_000 + 400_000)).toBe(0);
  });
});
