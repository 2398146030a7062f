import { describe, expect, it } from 'vitest';
import { avatarResponse, avatarSvg } from './avatar-art.ts';

describe('avatar art', () => {
  it('draws the same picture for a member every time, and different ones across members', () => {
    expect(avatarSvg(7)).toBe(avatarSvg(7));
    expect(avatarSvg(7)).not.toBe(avatarSvg(8));
    expect(avatarSvg(7)).toMatch(/^<svg [^>]*role="img"><title>Avatar<\/title>/);
  });

  it('answers an SVG for a member id and 404 for anything else', async () => {
    const ok = avatarResponse('12.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    for (const path of ['x.svg', '12.png', '../12.svg', '12.svg/extra', '']) expect(avatarResponse(path).status).toBe(404);
  });
});
