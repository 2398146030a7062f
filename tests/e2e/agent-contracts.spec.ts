import { expect, test, type Browser, type Page } from '@playwright/test';
import { SEED_PASSWORDS } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { ROLE_STATE } from './support/roles.ts';
import { platformCli } from './support/platform-cli.ts';
import { loginAs } from './support/session.ts';

/*
 * Agent contracts in the agent centre, in Spanish and in English: agent01 offers its downline
 * agent02 a daily salary in the section's form; agent02 logs in, finds the contract pop-up, and
 * accepts; agent01 then offers a lower rate, agent02 agrees in the pop-up, and the old contract is
 * terminated. Each run ends with nothing awaiting an answer. The payout itself is paid by the
 * settlement after the day ends: process-contracts.spec.ts.
 */

test.use({ storageState: ROLE_STATE.agent });
test.describe.configure({ timeout: 120_000 });

const region = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'agent.sections.dailySalary') });

/** agent01 offers agent02 a daily salary of one tier at `rate` % from the section's form. */
const offer = async (page: Page, lang: Lang, rate: string) => {
  await page.goto('/agentHome?section=dailySalary#dailySalary');
  const section = region(page, lang);
  const form = section.getByRole('form', { name: text(lang, 'agent.contracts.offer.title') });
  await form.getByLabel(text(lang, 'agent.contracts.offer.downline')).selectOption('agent02');
  const tier = form.getByRole('group', { name: text(lang, 'agent.contracts.offer.tierLegend', { n: '1' }) });
  await tier.getByLabel(text(lang, 'agent.contracts.minBet')).fill('1000');
  await tier.getByLabel(text(lang, 'agent.contracts.minLoss')).fill('0');
  await tier.getByLabel(text(lang, 'agent.contracts.minActive')).fill('1');
  await tier.getByLabel(text(lang, 'agent.contracts.offer.rate')).fill(rate);
  await form.getByRole('button', { name: text(lang, 'agent.contracts.offer.send') }).click();
  const sent = page.getByRole('dialog', { name: text(lang, 'agent.contracts.offer.sentTitle') });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: text(lang, 'agent.actions.ok') }).click();
};

/** agent02 in a browser of its own, in `lang`, on its agent centre. */
const asAgent02 = async (browser: Browser, baseURL: string, lang: Lang) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL }]);
  const page = await context.newPage();
  await loginAs(page, 'agent02', SEED_PASSWORDS.agent);
  await page.goto('/agentHome');
  return page;
};

/** The pop-up's request of agent01's daily salary, answered with `answer`. */
const answerInPopup = async (page: Page, lang: Lang, answer: 'accept' | 'agreeTerminate') => {
  const popup = page.getByRole('dialog', { name: text(lang, 'agent.contracts.popup.title') });
  await expect(popup).toBeVisible();
  const request = popup.getByRole('article', {
    name: text(lang, 'agent.contracts.request.offerTitle', { kind: text(lang, 'agent.sections.dailySalary'), from: 'agent01' }),
  });
  await expect(request).toBeVisible();
  await expectAccessible(page);
  await request.getByRole('button', { name: text(lang, `agent.contracts.request.${answer}`), exact: true }).click();
  await expect(popup).toBeHidden();
};

for (const lang of ['es', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: agent01 offers agent02 a daily salary, agent02 accepts it, then agrees to a lower rate that ends the first`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL! }]);
    await offer(page, lang, '0.80');
    const row = region(page, lang).getByRole('row', { name: /agent02/ });
    await expect(row).toContainText(text(lang, 'agent.contracts.statuses.P'));
    await expectAccessible(page);

    // agent02 logs in: the pop-up shows the new terms beside any in force; it accepts.
    const agent02 = await asAgent02(browser, baseURL!, lang);
    await answerInPopup(agent02, lang, 'accept');
    await agent02.goto('/agentHome?section=dailySalary#dailySalary');
    const own = region(agent02, lang);
    await expect(own.getByTestId('dailySalary-status')).toHaveText(text(lang, 'agent.contracts.statuses.A'));
    await expect(own).toContainText('0.80');
    await expectAccessible(agent02);

    // A lower rate: the first stays in force until agent02 agrees, and is terminated when it does.
    await offer(page, lang, '0.50');
    await agent02.goto('/agentHome');
    const popup = agent02.getByRole('dialog', { name: text(lang, 'agent.contracts.popup.title') });
    await expect(popup).toContainText(text(lang, 'agent.contracts.request.inForce'));
    await expect(popup).toContainText('0.80');
    await expect(popup).toContainText('0.50');
    await answerInPopup(agent02, lang, 'accept');
    await agent02.goto('/agentHome?section=dailySalary#dailySalary');
    await expect(region(agent02, lang)).toContainText('0.50');
    await expect(region(agent02, lang)).not.toContainText('0.80');

    // The contract of 0.80 % was terminated by a new version of it, and nothing awaits an answer.
    const listed = await platformCli('contracts', 'list', '--account', 'agent02', '--kind', 'dailySalary', '--json');
    const contracts = (JSON.parse(listed) as { id: string; status: string; version: number; terms: { tiers: { rate: string }[] } }[]).sort(
      (a, b) => Number(b.id) - Number(a.id),
    );
    expect(contracts[0]).toMatchObject({ status: 'A', terms: { tiers: [{ rate: '0.50' }] } });
    expect(contracts[1]).toMatchObject({ status: 'E', version: 3, terms: { tiers: [{ rate: '0.80' }] } });
    expect(contracts.filter((c) => c.status === 'P' || c.status === 'V')).toEqual([]);
    await agent02.context().close();
  });
}
