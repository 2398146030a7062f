import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { clearLanguageCaches, clearSessionKeepingMerchant, LANGUAGE_CACHE_KEYS, syncLanguageCaches } from './session-keys.ts';

describe('session storage keys', () => {
  it('keeps only the merchant keys and the picked CDNs on sign-out', () => {
    const storage = memoryStorage({ merchant: 'betplay', merchantCode: 'bp', wallet: '{}', HOT_GAMES: '[]', imageCDN: '/cdn', launchGameCDN: '/cdn' });
    clearSessionKeepingMerchant(storage);
    expect([storage.length, storage.getItem('merchant'), storage.getItem('merchantCode'), storage.getItem('imageCDN')]).toEqual([4, 'betplay', 'bp', '/cdn']);
    const empty = memoryStorage({ token: 'x' });
    clearSessionKeepingMerchant(empty);
    expect(empty.length).toBe(0);
  });

  it('drops the lists cached in another language, once', () => {
    const cached = Object.fromEntries(LANGUAGE_CACHE_KEYS.map((k) => [k, '[]']));
    expect(LANGUAGE_CACHE_KEYS).toEqual(['HOT_GAMES', 'gameVendor', 'WINNER_BOARD', 'ANNOUNCEMENTS', 'VENDOR_GAMES']);
    const storage = memoryStorage({ ...cached, cacheLang: 'ES', balanceHidden: '1' });
    syncLanguageCaches('ES', storage);
    expect(storage.getItem('HOT_GAMES')).toBe('[]');
    syncLanguageCaches('EN', storage);
    expect(LANGUAGE_CACHE_KEYS.map((k) => storage.getItem(k))).toEqual([null, null, null, null, null]);
    expect([storage.getItem('cacheLang'), storage.getItem('balanceHidden')]).toEqual(['EN', '1']);
    storage.setItem('HOT_GAMES', '[1]');
    syncLanguageCaches('EN', storage);
    expect(storage.getItem('HOT_GAMES')).toBe('[1]');
    clearLanguageCaches(storage);
    expect(storage.getItem('HOT_GAMES')).toBeNull();
  });
});
