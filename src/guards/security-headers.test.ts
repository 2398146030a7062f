import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../contract/permissions-policy.ts';
import type { SystemStatus } from '../../contract/system.ts';
import { createSecurityHeaders, imageOriginsOf, withImageOrigins } from './security-headers.ts';
import { contextFor, renderer } from './test-context.ts';

describe('security headers guard', () => {
  it('adds the headers to every response, HSTS only in production', async () => {
    const development = await createSecurityHeaders(() => false)(contextFor('/'), renderer());
    expect(development).toBeInstanceOf(Response);
    const headers = (development as Response).headers;
    expect(headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\), /);
    expect(PERMISSIONS_POLICY).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    expect(headers.has('strict-transport-security')).toBe(false);

    const production = (await createSecurityHeaders(() => true)(contextFor('/'), renderer())) as Response;
    expect(production.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("adds frame-ancestors to the page's own policy without dropping it", async () => {
    const page = async () => new Response('', { headers: { 'content-security-policy': "default-src 'self'; script-src 'sha256-abc'" } });
    const response = (await createSecurityHeaders(() => false)(contextFor('/'), page)) as Response;
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'sha256-abc'; frame-ancestors 'self'");
  });

  it('allows the image CDNs of other hosts in img-src, once each', async () => {
    const cdns = ['/cdn', 'https://img2.example.com/cdn', 'https://img2.example.com/art', 'http://localhost:4392/cdn', 'not a url'];
    expect(imageOriginsOf(cdns)).toEqual(['https://img2.example.com', 'http://localhost:4392']);
    expect(imageOriginsOf(['/cdn'])).toEqual([]);
    const policy = "default-src 'self'; img-src 'self' data: blob:; font-src 'self'";
    const widened = withImageOrigins(policy, ['https://img2.example.com']);
    expect(widened).toBe("default-src 'self'; img-src 'self' data: blob: https://img2.example.com; font-src 'self'");
    expect(withImageOrigins(widened, ['https://img2.example.com'])).toBe(widened);
    expect(withImageOrigins(null, ['https://img2.example.com'])).toBeNull();

    const status = { info: { imageCDNs: ['/cdn', 'https://img2.example.com/cdn'] } } as SystemStatus;
    const page = async () => new Response('', { headers: { 'content-security-policy': policy } });
    const response = (await createSecurityHeaders(() => false)(contextFor('/', { locals: { status } }), page)) as Response;
    expect(response.headers.get('content-security-policy')).toBe(`${widened}; frame-ancestors 'self'`);
  });

  it("keeps a response's stricter Referrer-Policy and replaces a looser one", async () => {
    const sent = (policy: string) => async () => new Response('', { headers: { 'referrer-policy': policy } });
    const policyAfter = async (policy: string) =>
      ((await createSecurityHeaders(() => false)(contextFor('/gs/slot/token'), sent(policy))) as Response).headers.get('referrer-policy');
    expect(await policyAfter('no-referrer')).toBe('no-referrer');
    expect(await policyAfter('same-origin')).toBe('same-origin');
    expect(await policyAfter('unsafe-url')).toBe('strict-origin-when-cross-origin');
    expect(await policyAfter('no-referrer, unsafe-url')).toBe('strict-origin-when-cross-origin');
    expect(await policyAfter('unsafe-url, no-referrer')).toBe('no-referrer');
  });

  it('copies a response whose headers cannot change', async () => {
    const immutable = Response.redirect(`${contextFor('/').url.origin}/login`, 302);
    const response = (await createSecurityHeaders(() => false)(contextFor('/'), async () => immutable)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/login$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });
});
