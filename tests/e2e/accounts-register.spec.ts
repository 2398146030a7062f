import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEED_REGISTER_RULES } from '../../platform/db/seed/site.ts';
import { accountRecord, sendCode, smsCodeSentTo, tabTo, typeInto, uniqueMobile, uniqueUsername } from './support/sign-up.ts';
import { expectAccessible } from './support/axe.ts';
import { text } from './support/catalogue.ts';
import { platformCli } from './support/platform-cli.ts';
import { memberMenuTrigger, skipPopups } from './support/shell.ts';

/*
 * Sign-up, keyboard only, against the real server (SPEC sections 2, 4 and 5). Each test comes
 * from an address of its own: the platform limits sign-ups, SMS and checks per address.
 */
type Lang = 'es' | 'en';

const PASSWORD = 'Clave2026';

/** A rule's message with its bounds, as the form shows it. */
const ruleText = (lang: Lang, field: keyof typeof SEED_REGISTER_RULES) => {
  const rule = SEED_REGISTER_RULES[field];
  return text(lang, `register.pattern.${rule.patternId}`, { min: String(rule.minLength), max: String(rule.maxLength) });
};

/** The register dialog, opened with the keyboard from the header's sign-up link. */
const openRegisterFromHeader = async (page: Page, lang: Lang) => {
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: text(lang, 'shell.auth.register') });
  await tabTo(page, link, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text(lang, 'register.title') });
  await expect(dialog).toBeVisible();
  return dialog;
};

const field = (dialog: Locator, lang: Lang, name: string) => dialog.getByLabel(text(lang, `register.field.${name}`), { exact: true });
const box = (dialog: Locator, lang: Lang, key: 'terms' | 'age') => dialog.getByRole('checkbox', { name: text(lang, `register.${key}.label`) });

/** Ticks a box with the space bar. */
const tick = async (page: Page, checkbox: Locator) => {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
};

const submit = async (page: Page, dialog: Locator, lang: Lang) => {
  await tabTo(page, dialog.getByRole('button', { name: text(lang, 'register.submit'), exact: true }));
  await page.keyboard.press('Enter');
};

/** The password twice, both boxes ticked, and the form sent. */
const finishSignUp = async (page: Page, dialog: Locator, lang: Lang) => {
  await typeInto(page, field(dialog, lang, 'password'), PASSWORD);
  await typeInto(page, field(dialog, lang, 'confirmPassword'), PASSWORD);
  await tick(page, box(dialog, lang, 'terms'));
  await tick(page, box(dialog, lang, 'age'));
  await submit(page, dialog, lang);
};

/** Logged in at the home page, with the member's corner of the header. */
const expectLoggedIn = async (page: Page, account: string) => {
  await expect(page).toHaveURL('/');
  await expect(memberMenuTrigger(page, account)).toBeVisible();
};

// Whole journeys by keyboard, with a proof of work and axe scans on the way: longer than a page check.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('by username', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.11' } });

  test('each broken rule is told on its field; terms, invitation code, then a member under agent01', async ({ page }) => {
    const dialog = await openRegisterFromHeader(page, 'es');
    await expect(dialog.getByRole('tab')).toHaveCount(2);
    await expect(dialog.getByRole('tab', { name: text('es', 'register.methods.username') })).toHaveAttribute('aria-selected', 'true');
    await expect(field(dialog, 'es', 'username')).toBeFocused();
    await expectAccessible(page);

    // Terms first: nothing else is checked while they are unticked.
    await page.keyboard.press('Enter');
    const terms = box(dialog, 'es', 'terms');
    await expect(terms).toHaveAccessibleDescription(text('es', 'register.terms.required'));
    await expect(box(dialog, 'es', 'age')).toHaveAccessibleDescription(text('es', 'register.age.required'));
    await expect(terms).toBeFocused();
    await expect(field(dialog, 'es', 'username')).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Space');
    await tick(page, box(dialog, 'es', 'age'));

    // Then the fields, each with the message of its own rule.
    await submit(page, dialog, 'es');
    await expect(field(dialog, 'es', 'username')).toHaveAccessibleDescription(text('es', 'register.required'));
    await expect(field(dialog, 'es', 'password')).toHaveAccessibleDescription(text('es', 'register.required'));
    await expect(field(dialog, 'es', 'username')).toBeFocused();

    await typeInto(page, field(dialog, 'es', 'username'), '9lives');
    await typeInto(page, field(dialog, 'es', 'mobileNum'), '55ab');
    await typeInto(page, field(dialog, 'es', 'password'), 'abcdefgh');
    await typeInto(page, field(dialog, 'es', 'confirmPassword'), 'abcdefgx');
    await typeInto(page, field(dialog, 'es', 'email'), 'nobody@');
    await typeInto(page, field(dialog, 'es', 'affiliateCode'), 'A!');
    await submit(page, dialog, 'es');
    await expect(field(dialog, 'es', 'username')).toHaveAccessibleDescription(ruleText('es', 'username'));
    await expect(field(dialog, 'es', 'mobileNum')).toHaveAccessibleDescription(ruleText('es', 'mobileNum'));
    await expect(field(dialog, 'es', 'password')).toHaveAccessibleDescription(ruleText('es', 'password'));
    await expect(field(dialog, 'es', 'confirmPassword')).toHaveAccessibleDescription(text('es', 'register.confirm'));
    await expect(field(dialog, 'es', 'email')).toHaveAccessibleDescription(ruleText('es', 'email'));
    await expect(field(dialog, 'es', 'affiliateCode')).toHaveAccessibleDescription(ruleText('es', 'affiliateCode'));
    await expect(field(dialog, 'es', 'username')).toBeFocused();
    await expectAccessible(page);

    // A message goes as soon as the field is fixed.
    const username = uniqueUsername();
    await typeInto(page, field(dialog, 'es', 'username'), username);
    await expect(field(dialog, 'es', 'username')).not.toHaveAttribute('aria-invalid', 'true');
    await typeInto(page, field(dialog, 'es', 'mobileNum'), '');
    await typeInto(page, field(dialog, 'es', 'password'), PASSWORD);
    await typeInto(page, field(dialog, 'es', 'confirmPassword'), PASSWORD);
    await typeInto(page, field(dialog, 'es', 'email'), `${username}@betplay.example`);

    // A well-formed code that names no agent is refused before the sign-up.
    await typeInto(page, field(dialog, 'es', 'affiliateCode'), 'ZZ9999');
    await submit(page, dialog, 'es');
    await expect(field(dialog, 'es', 'affiliateCode')).toHaveAccessibleDescription(text('es', 'errors.invitation_code_error'));
    await expect(field(dialog, 'es', 'affiliateCode')).toBeFocused();

    await typeInto(page, field(dialog, 'es', 'affiliateCode'), 'AG01');
    await submit(page, dialog, 'es');
    await expectLoggedIn(page, username);
    expect(await accountRecord(username)).toMatchObject({ parent: 'agent01', role: 'member' });
  });
});

test.describe('through a referral link', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.12' } });

  test("/register?referralCode= opens the form in English and places the member under the referrer's agent", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'EN', url: baseURL! }]);
    await page.goto('/register?referralCode=PLAYER01');
    const dialog = page.getByRole('dialog', { name: text('en', 'register.title') });
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'en', 'username')).toBeFocused();
    await expectAccessible(page);

    const username = uniqueUsername('ref');
    await typeInto(page, field(dialog, 'en', 'username'), username);
    await finishSignUp(page, dialog, 'en');
    await expectLoggedIn(page, username);
    expect(await accountRecord(username)).toMatchObject({ parent: 'agent01' });
  });
});

test.describe('by mobile number with SMS verification', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.13' } });

  test.beforeAll(async () => {
    await platformCli('flags', 'set', 'REGMOBVERF3', 'on');
  });
  test.afterAll(async () => {
    await platformCli('flags', 'set', 'REGMOBVERF3', 'off');
  });

  test('the code goes to the number, comes back from the outbox, and the number becomes the account', async ({ page }) => {
    const dialog = await openRegisterFromHeader(page, 'es');
    // From the first field back to the tab list, then the arrow key selects the mobile tab.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('tab', { name: text('es', 'register.methods.username') })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const mobileTab = dialog.getByRole('tab', { name: text('es', 'register.methods.mobile') });
    await expect(mobileTab).toHaveAttribute('aria-selected', 'true');
    await expect(mobileTab).toBeFocused();
    await expect(field(dialog, 'es', 'username')).toHaveCount(0);
    const code = field(dialog, 'es', 'verificationCode');
    await expect(code).toBeVisible();
    await expectAccessible(page);

    // No code for a number that breaks the rule.
    const send = dialog.getByRole('button', { name: text('es', 'register.sendCode.send') });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(field(dialog, 'es', 'mobileNum')).toHaveAccessibleDescription(text('es', 'register.required'));
    await expect(field(dialog, 'es', 'mobileNum')).toBeFocused();

    const mobile = uniqueMobile();
    await typeInto(page, field(dialog, 'es', 'mobileNum'), mobile);
    await sendCode(page, send, dialog.getByRole('button', { name: /^Reenviar en \d+ s$/ }));
    const sms = await smsCodeSentTo(`+52${mobile}`);

    await typeInto(page, code, sms);
    await finishSignUp(page, dialog, 'es');
    await expectLoggedIn(page, mobile);
    expect(await accountRecord(mobile)).toMatchObject({ role: 'member' });
  });
});
