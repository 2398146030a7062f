import { describe, expect, it } from 'vitest';
import { audienceOf, popupsFor, popupsToShow, rememberPopupsClosed } from './popups.ts';

const popups = [
  { id: 1, execution: 'A' as const },
  { id: 2, execution: 'B' as const },
  { id: 3, execution: 'F' as const },
  { id: 4, execution: 'B' as const },
];
const ids = (list: { id: number }[]) => list.map((p) => p.id);

const memoryStore = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('pop-up filtering by execution', () => {
  it('shows B to anonymous visitors', () => {
    expect(ids(popupsFor(popups, { kind: 'anonymous' }))).toEqual([2, 4]);
  });

  it('shows A to members, and F only on a first login', () => {
    expect(ids(popupsFor(popups, { kind: 'member', firstLogin: false }))).toEqual([1]);
    expect(ids(popupsFor(popups, { kind: 'member', firstLogin: true }))).toEqual([1, 3]);
  });

  it('reads the first-login flag from session storage', () => {
    expect(audienceOf(true, memoryStore({ firstTimeLogin: '1' }))).toEqual({ kind: 'member', firstLogin: true });
    expect(audienceOf(true, memoryStore())).toEqual({ kind: 'member', firstLogin: false });
    expect(audienceOf(false, memoryStore({ firstTimeLogin: '1' }))).toEqual({ kind: 'anonymous' });
  });
});

describe('closing for the browser session', () => {
  it('keeps closed pop-ups closed, per audience', () => {
    const store = memoryStore();
    rememberPopupsClosed({ kind: 'anonymous' }, store);
    expect(store.map.get('ANONYMOUS_POPUP')).toBe('closed');
    expect(popupsToShow(popups, { kind: 'anonymous' }, store)).toEqual([]);
    expect(ids(popupsToShow(popups, { kind: 'member', firstLogin: false }, store))).toEqual([1]);
    rememberPopupsClosed({ kind: 'member', firstLogin: false }, store);
    expect(store.map.get('USER_POPUP')).toBe('closed');
    expect(popupsToShow(popups, { kind: 'member', firstLogin: true }, store)).toEqual([]);
  });

  it('still shows pop-ups when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberPopupsClosed({ kind: 'anonymous' }, blocked)).not.toThrow();
    expect(ids(popupsToShow(popups, { kind: 'anonymous' }, blocked))).toEqual([2, 4]);
  });
});
