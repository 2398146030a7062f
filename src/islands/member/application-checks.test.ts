import { describe, expect, it } from 'vitest';
import { checkApplication } from './application-checks.ts';

const limits = { count: 3, size: 5, max: 140 };
const png = (size = 1000) => ({ size, type: 'image/png' });

describe('an application before it is sent', () => {
  it('takes from 1 to 3 PNG or JPG images of 5 MB at most and a comment of 140 characters at most', () => {
    expect(checkApplication([png(), { size: 10, type: 'image/jpeg' }], 'Won 500x on Fortune', limits)).toBeNull();
    expect(checkApplication([png(5 * 1024 * 1024)], ` ${'a'.repeat(140)} `, limits)).toBeNull();
  });

  it('names the first problem: the count, the type, the size, then the comment', () => {
    expect(checkApplication([], '', limits)).toBe('count');
    expect(checkApplication([png(), png(), png(), png()], '', limits)).toBe('count');
    expect(checkApplication([png(), { size: 10, type: 'image/gif' }], '', limits)).toBe('type');
    expect(checkApplication([png(5 * 1024 * 1024 + 1)], '', limits)).toBe('size');
    expect(checkApplication([png()], 'a'.repeat(141), limits)).toBe('comment');
  });
});
