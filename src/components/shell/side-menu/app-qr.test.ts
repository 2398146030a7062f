import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../../contract/system.ts';
import { appLink, appQrPath, appQrResponse } from './app-qr.ts';

const resource = (resourceType: string, url: string) => ({ resourceType, url, labelNameEs: resourceType, labelNameEn: resourceType }) as unknown as Resource;
const resources = [resource('IOS', 'https://apps.betplay.example/ios'), resource('Android', 'https://apps.betplay.example/android')];

describe('app QR codes', () => {
  it("carry Android's address, and iOS's with the language", () => {
    expect(appLink(resources, 'android', 'EN')).toBe('https://apps.betplay.example/android');
    expect(appLink(resources, 'ios', 'EN')).toBe('https://apps.betplay.example/ios?language=EN');
    expect(appLink([], 'ios', 'ES')).toBeNull();
    expect(appQrPath('ios', 'ES')).toBe('/app-qr/es/ios.svg');
  });

  it('are SVG images a browser keeps for a while', async () => {
    const response = await appQrResponse('es', 'ios', resources);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('are not found for an app, a language or a platform the site does not have', async () => {
    expect((await appQrResponse('es', 'ios', [])).status).toBe(404);
    expect((await appQrResponse('xx', 'ios', resources)).status).toBe(404);
    expect((await appQrResponse('es', 'windows', resources)).status).toBe(404);
  });
});
