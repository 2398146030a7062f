import { expect, test, type Page } from '@playwright/test';
import { formatAmount } from '../../contract/money-format.ts';
import { SEED_CURRENCY, SEED_PASSWORDS } from '../../platform/db/seed/identities.ts';
import { expectAccessible } from './support/axe.ts';
import { text, type Lang } from './support/catalogue.ts';
import { playFirstInHouseGame } from './support/play.ts';
import { ROLE_STATE } from './support/roles.ts';
import { skipPopups } from './support/shell.ts';
import { registerByApi, sealedFor, uniqueMobile, uniqueUsername } from './support/sign-up.ts';

/*
 * The agent centre's lists: a new player of agent01's team receives a transfer from agent01 and
 * plays one round of an in-house game; agent01 then finds the bet, with its totals, in team
 * betting, the transfer in transactions, and its own income section, in Spanish and in English.
 */
test.use({ storageState: ROLE_STATE.agent });

const TRANSACTION_PASSWORD = '246813';
const STAKE = '10.00';

const moneyIn = (lang: Lang) => (amount: string) => formatAmount(amount, SEED_CURRENCY.locales[lang === 'es' ? 'ES' : 'EN']);
const region = (page: Page, lang: Lang, key: string) => page.getByRole('region', { name: text(lang, `agent.sections.${key}`) });

/** Sends `amount` from agent01 (logged in on `page`) to `account`, with agent01's transaction password set first if need be. */
const sendFromAgent = async (page: Page, account: string, amount: string) => {
  const set = await page.request.post(
    '/wps/member/password/transaction',
    await sealedFor(page.request, { loginPassword: SEED_PASSWORDS.agent, newPassword: TRANSACTION_PASSWORD, confirmNewPassword: TRANSACTION_PASSWORD }),
  );
  const { errorCode } = (await set.json()) as { errorCode?: string };
  expect(set.ok() || errorCode === 'transaction.password.exists', errorCode).toBe(true);
  const sent = await page.request.post(
    '/wps/relay/passwordCheck/ACSFE_transferToDownline',
    await sealedFor(page.request, { account, amount, transactionPassword: TRANSACTION_PASSWORD, requestId: uniqueUsername('rq') }),
  );
  expect(sent.status(), await sent.text()).toBe(200);
};

/** The three sections for `account`, as agent01 reads them in `lang`. */
const checkSections = async (page: Page, lang: Lang, account: string, game: string) => {
  const money = moneyIn(lang);
  await page.goto(`/agentHome?section=teamBetting&betUser=${account}#teamBetting`);
  const betting = region(page, lang, 'teamBetting');
  const bet = betting.getByRole('row').filter({ has: page.getByRole('rowheader', { name: account }) });
  await expect(bet).toHaveCount(1);
  await expect(bet).toContainText(game);
  await expect(bet).toContainText(money(STAKE));
  await expect(betting.getByRole('rowheader', { name: text(lang, 'agent.betting.total', { count: '1' }) })).toBeVisible();
  await expect(betting.getByTestId('betting-total-stake')).toHaveText(money(STAKE));
  await expect(betting.getByTestId('betting-total-valid')).toHaveText(money(STAKE));
  // Its headers sort it: by stake, largest first on the second click, the filter kept.
  const stake = text(lang, 'agent.betting.stake');
  await betting.getByRole('link', { name: `${stake} (` }).click();
  await betting.getByRole('link', { name: `${stake} (` }).click();
  await expect(betting.getByRole('columnheader', { name: `${stake} (` })).toHaveAttribute('aria-sort', 'descending');
  await expect(bet).toHaveCount(1);
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: text(lang, 'agent.nav.label') })
    .getByRole('link', { name: text(lang, 'agent.sections.transactions') })
    .click();
  const moves = region(page, lang, 'transactions');
  await moves.getByLabel(text(lang, 'agent.lists.username')).fill(account);
  await moves.getByRole('button', { name: text(lang, 'agent.team.search') }).click();
  const transfer = region(page, lang, 'transactions')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: account }) });
  await expect(transfer).toContainText(text(lang, 'agent.transactions.types.transfer'));
  await expect(transfer).toContainText(money('50.00'));
  await expect(region(page, lang, 'transactions').getByTestId('transactions-total-net')).toHaveText(money('50.00'));
  await expectAccessible(page);

  await page.goto('/agentHome?section=myIncome#myIncome');
  const income = region(page, lang, 'myIncome');
  await expect(income.getByText(text(lang, 'agent.income.about'))).toBeVisible();
  await expect(income.getByText(text(lang, 'agent.income.empty'))).toBeVisible();
  await expectAccessible(page);
};

test('team betting, transactions and my income show the team’s money, in Spanish and in English', async ({ page, browser, baseURL }) => {
  // A sign-up, a round, then three sections in two languages with axe on each: more than the
  // default minute on a busy machine.
  test.setTimeout(120_000);
  const account = uniqueUsername('ls');
  const player = await browser.newContext({ baseURL: baseURL!, storageState: { cookies: [], origins: [] } });
  const playerPage = await player.newPage();
  await registerByApi(playerPage.request, {
    username: account,
    password: 'Player2026',
    email: `${account}@betplay.example`,
    mobileNum: uniqueMobile(),
    affiliateCode: 'AG01',
  });
  await sendFromAgent(page, account, '50.00');
  await skipPopups(playerPage);
  const { game } = await playFirstInHouseGame(playerPage, 'es', STAKE);
  await player.close();

  await checkSections(page, 'es', account, game);
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
  // The game's name is the catalogue's, in the page's language.
  const english = await page.request.get(`/wps/relay/ACSFE_getTeamBets?username=${account}`, { headers: { Language: 'EN' } });
  const { value } = (await english.json()) as { value: { list: { gameName: string }[] } };
  await checkSections(page, 'en', account, value.list[0]!.gameName);
});
