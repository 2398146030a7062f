import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../contract/system.ts';
import { cdnListsAttribute } from './cdn-lists.ts';

const statusWith = (imageCDNs: string[], launchGameCDNs: string[] = []) => ({ info: { imageCDNs, launchGameCDNs } }) as unknown as SystemStatus;

describe('the CDN lists a page names', () => {
  it('are left out unless a list has hosts to choose between', () => {
    expect(cdnListsAttribute(null)).toBeUndefined();
    expect(cdnListsAttribute(statusWith([], []))).toBeUndefined();
    expect(cdnListsAttribute(statusWith(['/cdn'], ['/cdn']))).toBeUndefined();
    expect(JSON.parse(cdnListsAttribute(statusWith(['/cdn', 'https://img2.example.com/cdn'], ['/cdn']))!)).toEqual({
      image: ['/cdn', 'https://img2.example.com/cdn'],
      launch: ['/cdn'],
    });
    expect(JSON.parse(cdnListsAttribute(statusWith([], ['/a', '/b']))!)).toEqual({ image: [], launch: ['/a', '/b'] });
  });
});
