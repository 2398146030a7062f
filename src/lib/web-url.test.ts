import { describe, expect, it } from 'vitest';
import { iosAppLink, resourceLabel, resourceUrl, webUrl } from './web-url.ts';

const RESOURCES = [
  { resourceType: 'IOS', url: 'https://apps.betplay.example/ios?src=web', labelNameEn: 'iPhone', labelNameEs: 'iPhone (ES)' },
  { resourceType: 'Android', url: 'javascript:alert(1)', labelNameEn: 'Android', labelNameEs: 'Android' },
];

describe('app links', () => {
  it('accepts only web links', () => {
    expect(webUrl('https://t.me/x')).toBe('https://t.me/x');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', '', null, undefined]) expect(webUrl(bad)).toBeNull();
  });

  it('finds a resource by type in any letter case', () => {
    expect(resourceUrl(RESOURCES, 'ios')).toBe('https://apps.betplay.example/ios?src=web');
    expect(resourceUrl(RESOURCES, 'ANDROID')).toBeNull();
    expect(resourceUrl(RESOURCES, 'WHATSAPP')).toBeNull();
    expect(resourceLabel(RESOURCES[0]!, 'ES')).toBe('iPhone (ES)');
    expect(resourceLabel(RESOURCES[0]!, 'EN')).toBe('iPhone');
  });

  it('puts the language and the hand-off code in the iOS link, keeping its own query', () => {
    expect(iosAppLink('https://apps.betplay.example/ios?src=web', 'ES')).toBe('https://apps.betplay.example/ios?src=web&language=ES');
    expect(iosAppLink('https://apps.betplay.example/ios', 'EN', 'abc_DEF-123')).toBe('https://apps.betplay.example/ios?language=EN&code=abc_DEF-123');
  });
});
