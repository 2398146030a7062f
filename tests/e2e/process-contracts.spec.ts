import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY, SEED_PASSWORDS } from '../../platform/db/seed/identities.ts';
import { text } from './support/catalogue.ts';
import { playFirstInHouseGame } from './support/play.ts';
import { dataFolder, platformCliOn, ready, startServer, type ServerProcess } from './support/server-process.ts';
import { loginAs } from './support/session.ts';
import { skipPopups } from './support/shell.ts';

/*
 * A daily salary, paid: agent01 offers agent02 a daily salary, agent02 accepts, and a player of
 * agent02's bets 1,000.00. The period ends at UTC midnight, so the server is stopped and started
 * again a day later (its clock moved by libfaketime, a Debian package `npm test` installs): its
 * first pass settles the missed day, and both agents' incomes show the payouts.
 */

const PORT = Number(process.env.E2E_PORT ?? 4390) + 40;
const FAKETIME_LIB = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const DAILY = '/wps/relay/MCS2_processDailySalContract';

test.describe.configure({ timeout: 300_000 });

const session = async (browser: Browser, server: ServerProcess, account: string, password: string) => {
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await skipPopups(page);
  await loginAs(page, account, password);
  return page;
};

const act = async (page: Page, base: string, body: Record<string, unknown>) => {
  const res = await page.request.post(DAILY, {
    data: { requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...body },
    headers: { Origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { value: { id: string; status: string } }).value;
};

test('a daily salary is settled after the day ends, through a restart, and both agents’ incomes show it', async ({ browser }) => {
  const data = dataFolder();
  let server = await ready(startServer(data, PORT));
  try {
    const agent01 = await session(browser, server, 'agent01', SEED_PASSWORDS.agent);
    // agent01's own daily salary pays 1% from 1,000.00 with one active member: it offers 0.80%.
    const offered = await act(agent01, server.base, {
      action: 'offer',
      account: 'agent02',
      terms: { cycle: null, tiers: [{ minBet: '1000', minLoss: '0', minActive: 1, rateType: 'P', rate: '0.80' }] },
    });
    expect(offered.status).toBe('P');
    const agent02 = await session(browser, server, 'agent02', SEED_PASSWORDS.agent);
    expect((await act(agent02, server.base, { action: 'accept', contractId: offered.id })).status).toBe('A');

    // player21, of agent02's team, bets ten rounds of 100.00.
    const player = await session(browser, server, 'player21', SEED_PASSWORDS.player);
    await playFirstInHouseGame(player, 'es', '100.00', 10);
    await browser.contexts().at(-1)?.close();

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The next day: the first pass of the restarted server settles the day that ended meanwhile.
    server = await ready(startServer(data, PORT, { LD_PRELOAD: FAKETIME_LIB, FAKETIME: '+1d', FAKETIME_DONT_FAKE_MONOTONIC: '1' }));
    let rows: { holder: string; payout: string; reward: string; passedDown: string }[] = [];
    await expect
      .poll(
        async () => {
          const listed = await platformCliOn(data, PORT, 'settlements', 'list', '--kind', 'dailySalary', '--json');
          rows = JSON.parse(listed.stdout || '[]') as typeof rows;
          return rows.length;
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    // agent01's team bet 1,000.00: its 1% is 10.00, less agent02's 0.80% (8.00).
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ holder: 'agent01', reward: '10.00', passedDown: '8.00', payout: '2.00' }),
        expect.objectContaining({ holder: 'agent02', reward: '8.00', passedDown: '0.00', payout: '8.00' }),
      ]),
    );
    // A settlement run by hand now pays nothing again.
    const rerun = await platformCliOn(data, PORT, 'settlements', 'run');
    expect(rerun.code, rerun.stderr).toBe(0);
    expect((await platformCliOn(data, PORT, 'settlements', 'list', '--kind', 'dailySalary', '--json')).stdout).toBe(
      (await platformCliOn(data, PORT, 'settlements', 'list', '--kind', 'dailySalary', '--json')).stdout,
    );

    // Logins are sealed with the browser's time, which the server a day ahead refuses as stale: the
    // incomes are read on the server started again at today's time, up to tomorrow, when they were paid.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = await ready(startServer(data, PORT));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const [account, amount] of [
      ['agent01', '2.00'],
      ['agent02', '8.00'],
    ] as const) {
      const page = await session(browser, server, account, SEED_PASSWORDS.agent);
      await page.context().addCookies([{ name: 'tz', value: 'UTC', url: server.base }]);
      await page.goto(`/agentHome?section=myIncome&incStart=${tomorrow}&incEnd=${tomorrow}#myIncome`);
      const income = page.getByRole('region', { name: text('es', 'agent.sections.myIncome') });
      const row = income.getByRole('row').filter({ hasText: text('es', 'agent.income.sources.dailySalary') });
      await expect(row).toContainText(formatAmount(amount, SEED_CURRENCY.locales.ES));
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
