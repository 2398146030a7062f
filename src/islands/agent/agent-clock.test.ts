import { describe, expect, it } from 'vitest';
import { clockText, gmtLabel } from './agent-clock.ts';

describe('agent clock', () => {
  it('writes the offset as GMT±hh:mm', () => {
    expect([gmtLabel(0), gmtLabel(-360), gmtLabel(330), gmtLabel(-570)]).toEqual(['GMT+00:00', 'GMT-06:00', 'GMT+05:30', 'GMT-09:30']);
  });

  it('writes the time as yyyy-MM-dd HH:mm:ss', () => {
    expect(clockText(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});
