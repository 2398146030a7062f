import { describe, expect, it, vi } from 'vitest';

describe('the /cdn art endpoint in proxy mode', () => {
  it('answers 404 without booting an embedded platform', async () => {
    vi.stubEnv('PLATFORM_API_URL', 'https://platform.example');
    vi.resetModules();
    const runtime = await import('../../platform/runtime.ts');
    const boot = vi.spyOn(runtime, 'embeddedPlatform').mockRejectedValue(new Error('the embedded platform must not boot in proxy mode'));
    try {
      const { GET, prerender } = await import('../pages/cdn/[...path].ts');
      expect(prerender).toBe(false);
      const res = await GET({
        params: { path: 'games/1.svg' },
        request: new Request('http://127.0.0.1/cdn/games/1.svg'),
      } as unknown as Parameters<typeof GET>[0]);
      expect(res.status).toBe(404);
      expect(boot).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
