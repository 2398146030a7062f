import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpCenterSchema, type HelpEntry } from '../../../contract/content.ts';
import { helpTexts } from '../../db/schema/index.ts';
import { SEED_HELP } from '../../db/seed/content-help.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { invalidateContent } from './content.ts';
import { setContentActive } from './store.ts';

describe.each(TEST_DATABASES)('help centre on %s', (kind) => {
  let t: TestPlatform;
  const get = async (query: string, lang = 'ES') => {
    const res = await t.request(`/wps/system/helpCenter${query}`, { headers: { Language: lang } });
    const body = (await res.json()) as { value: HelpEntry[]; errorCode?: string };
    return { status: res.status, body };
  };
  const entries = async (query: string, lang?: string) => {
    const { status, body } = await get(query, lang);
    expect(status).toBe(200);
    expect(helpCenterSchema.parse(body.value)).toEqual(body.value);
    return body.value;
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('lists the seeded entries in their order, in the language asked for', async () => {
    const es = await entries('?lang=ES&device=WEB');
    expect(es.map((e) => e.tag)).toEqual(['about', 'term', 'privacy', 'responsible', 'deposit', 'withdraw', 'faq', 'contact']);
    expect(es.map((e) => e.tag)).toEqual(SEED_HELP.map((e) => (e as { tag: string }).tag));
    expect(es.find((e) => e.tag === 'term')!.title).toBe('Términos y condiciones');
    const en = await entries('?lang=EN&device=WEB', 'ES');
    expect(en.find((e) => e.tag === 'responsible')!.title).toBe('Responsible gaming');
    // Without `lang`, the Language header decides.
    expect((await entries('', 'EN')).find((e) => e.tag === 'term')!.title).toBe('Terms and conditions');
    expect(en.every((e) => e.content.length > 100 && !e.content.includes('lorem'))).toBe(true);
  });

  it('leaves out inactive entries and serves sanitised HTML', async () => {
    await setContentActive(t.platform, 'faq', false);
    expect((await entries('?lang=EN')).map((e) => e.tag)).not.toContain('faq');
    await setContentActive(t.platform, 'faq', true);
    await t.platform.db
      .update(helpTexts)
      .set({ content: '<p>Call <img src=x onerror=alert(1)>us</p><script>x()</script>' })
      .where(eq(helpTexts.tag, 'contact'));
    invalidateContent(t.platform);
    expect((await entries('?lang=EN')).find((e) => e.tag === 'contact')!.content).toBe('<p>Call <img src="x" />us</p>');
  });

  it('refuses another device', async () => {
    const res = await get('?lang=EN&device=TV');
    expect([res.status, res.body.errorCode]).toEqual([422, 'request_param_err']);
  });
});
