import { describe, expect, it } from 'vitest';
import { locale } from './locale.ts';
import { contextFor, renderer } from './test-context.ts';

const run = async (cookie?: string) => {
  const context = contextFor('/', cookie ? { cookie } : {});
  const next = renderer();
  await locale(context, next);
  expect(next).toHaveBeenCalledOnce();
  return context.locals;
};

describe('locale guard', () => {
  it('takes the language from the lang cookie', async () => {
    const locals = await run('lang=EN');
    expect(locals.lang).toBe('EN');
    expect(locals.t('screens.maintenance.title')).toBe('System maintenance');
  });

  it('reads the site code in any letter case', async () => {
    expect((await run('lang=en')).lang).toBe('EN');
  });

  it('falls back to Spanish for a missing, unknown or unshipped language', async () => {
    for (const cookie of [undefined, 'lang=FR', 'lang=', 'lang=%00', 'other=EN']) {
      const locals = await run(cookie);
      expect(locals.lang).toBe('ES');
      expect(locals.t('screens.maintenance.title')).toBe('Mantenimiento del sistema');
    }
  });
});
