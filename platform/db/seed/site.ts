import { sql } from 'drizzle-orm';
import { MERCHANT_CODE_DEFAULT } from '../../../contract/limits.ts';
import type { RegisterField, RegisterRule, Resource } from '../../../contract/system.ts';
import type { Platform } from '../../context.ts';
import { DEFAULT_WITHDRAWAL_SETTING } from '../../../contract/withdrawals.ts';
import { DEFAULT_WALLET_MODE } from '../../../contract/wallet-modes.ts';
import type { SettingKey, SettingValue } from '../../modules/system/index.ts';
import { customerServices, registerRules, resources, settings, siteModules } from '../schema/index.ts';
import { SEED_CURRENCY, SEED_PASSWORDS } from './identities.ts';

/** Site configuration of a fresh install. Tests and the README use these same constants. */
export const SEED_SETTINGS: { [K in SettingKey]: SettingValue<K> } = {
  merchantCode: MERCHANT_CODE_DEFAULT,
  weakPassword: SEED_PASSWORDS.weakDefault,
  passwordMaxAgeDays: 90,
  currency: { ...SEED_CURRENCY },
  // Same-origin paths: the demo serves its own images and game assets.
  imageCDNs: ['/cdn'],
  launchGameCDNs: ['/cdn'],
  domainRoute: ['betplay.example', 'www.betplay.example'],
  mainDomain: 'betplay.example',
  maintenance: { enabled: false, end: null, message: null },
  withdrawal: { ...DEFAULT_WITHDRAWAL_SETTING },
  // Manual rebate, in basis points: 0.80 % of valid slot and fishing bets, 0.30 % of lottery bets, 0.50 % of the rest.
  rebate: { rates: { RNG: 80, LIVE: 50, SPORTS: 50, ESPORTS: 50, FISH: 80, PVP: 50, LOTT: 30, ELOTT: 30, COCKFIGHT: 50 } },
  // Invite friends: 50.00 to the member for each friend whose first deposit is 200.00 or more.
  referral: { reward: '50.00', minDeposit: '200.00' },
  walletMode: DEFAULT_WALLET_MODE,
};

/** `[modId, enabled, children]`: the whitelabel tree of CONTRACT.md 1.6, grouped by feature. */
type ModuleSeed = readonly [string, boolean, (readonly ModuleSeed[])?];
export const SEED_WHITELABEL: ModuleSeed = [
  'COMM3',
  true,
  [
    [
      'REG3',
      true,
      [
        ['USERNAMEREG3', true],
        [
          'MOBILENUMREG3',
          true,
          [
            ['MOBILENUMPASSREG3', true],
            ['REGMOBVERF3', false],
          ],
        ],
      ],
    ],
    // Image captcha only: GeeTest is a hosted service this install has no account with.
    [
      'VERIFICATION3',
      true,
      [
        ['CAPTCHA3', true],
        [
          'GEETEST3',
          false,
          [
            ['GEETESTTEST3', false],
            ['GEETESTVCODE3', false],
          ],
        ],
        ['LOGINIPVERF3', false],
      ],
    ],
    [
      'PASS3',
      true,
      [
        ['CHNGPASSVERIF3', true],
        ['PWRESETSMS3', true],
        ['PWDEXPFORCECHANGE3', true],
      ],
    ],
    ['MOBILELOGIN3', true, [['MOBILEVERCODELOGIN3', true]]],
    ['FREEPLAY3', true],
    [
      'AGENTPOLICY3',
      true,
      [
        ['AFFMAN3', true],
        ['SIGNCONDIV3', true],
        ['DAILYSALCONT3', true],
        ['HOURSAL3', true],
        ['RTSALARY3', true],
      ],
    ],
    ['PROFPIC3', true],
    [
      'GAMELO3',
      true,
      [
        ['GAMELOHOT3', true],
        ['GAMELOFAV3', true],
        ['GAMELOREC3', true],
      ],
    ],
    ['FUNDTRANS3', true, [['MEMTRANS3', true]]],
    ['INBOX3', true],
    ['CBS3', true],
    ['FEEDBACK3', true],
    // REFERRAL3 is this platform's own module: the invite-friends (referral) promotion.
    [
      'REWCEN3',
      true,
      [
        ['PTSYS3', true],
        ['MANPLAYREB3', true],
        ['REFERRAL3', true],
      ],
    ],
    ['AGEANNOUNCE3', true],
  ],
];

const moduleRows = (node: ModuleSeed, parentId: string | null, out: (typeof siteModules.$inferInsert)[] = []) => {
  const [modId, enabled, children = []] = node;
  out.push({ modId, parentId, enabled, sort: out.length });
  for (const child of children) moduleRows(child, modId, out);
  return out;
};

const rule = (enabled: boolean, required: boolean, patternId: number, acceptedPattern: string, minLength: number, maxLength: number): RegisterRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
const LETTERS = 'A-Za-zÁÉÍÓÚÜÑáéíóúüñ';

/** Register rules per field; pattern ids and their meaning follow CONTRACT.md 4.3. */
export const SEED_REGISTER_RULES: Record<RegisterField, RegisterRule> = {
  username: rule(true, true, 1, '^[A-Za-z][A-Za-z0-9]*$', 6, 16),
  password: rule(true, true, 5, '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', 6, 20),
  payeeName: rule(false, false, 12, `^[${LETTERS}]+( [${LETTERS}]+)+$`, 3, 50),
  paymentPassword: rule(false, false, 6, '^[0-9]+$', 6, 6),
  qqNum: rule(false, false, 6, '^[0-9]+$', 5, 12),
  line: rule(false, false, 9, '^\\S+$', 4, 30),
  whatsapp: rule(false, false, 6, '^[0-9]+$', 8, 15),
  facebook: rule(false, false, 9, '^\\S+$', 5, 50),
  wechat: rule(false, false, 9, '^\\S+$', 6, 20),
  idNumber: rule(false, false, 14, '^[A-Za-z0-9]+$', 10, 20),
  email: rule(true, false, 3, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 64),
  mobileNum: rule(true, false, 6, '^[0-9]+$', 8, 15),
  recommenderId: rule(false, false, 4, '^[A-Za-z0-9]+$', 2, 20),
  affiliateCode: rule(true, false, 4, '^[A-Za-z0-9]+$', 4, 16),
  captcha: rule(true, false, 0, '*', 4, 6),
};

// Contact links are data shown to players; nothing here is fetched by the platform.
export const SEED_CUSTOMER_SERVICES = [
  { csType: 'LIVECHAT', url: 'https://chat.betplay.example/live', title: 'Live chat' },
  { csType: 'WHATSAPP', url: 'https://wa.me/525500000000', title: 'WhatsApp' },
  { csType: 'TELEGRAM', url: 'https://t.me/betplay_support', title: 'Telegram' },
  { csType: 'FACEBOOK', url: 'https://m.me/betplay.example', title: 'Facebook' },
] as const;

export const SEED_RESOURCES: readonly Resource[] = [
  {
    resourceType: 'IOS',
    url: 'https://apps.betplay.example/ios',
    labelNameEn: 'Download for iPhone',
    labelNameEs: 'Descargar para iPhone',
  },
  {
    resourceType: 'Android',
    url: 'https://apps.betplay.example/android',
    labelNameEn: 'Download for Android',
    labelNameEs: 'Descargar para Android',
  },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/525500000000', labelNameEn: 'WhatsApp', labelNameEs: 'WhatsApp' },
  {
    resourceType: 'FACEBOOK',
    url: 'https://www.facebook.com/betplay.example',
    labelNameEn: 'Follow us on Facebook',
    labelNameEs: 'Síguenos en Facebook',
  },
  { resourceType: 'TELEGRAM', url: 'https://t.me/betplay_news', labelNameEn: 'Telegram channel', labelNameEs: 'Canal de Telegram' },
  {
    resourceType: 'INSTAGRAM',
    url: 'https://www.instagram.com/betplay.example',
    labelNameEn: 'Follow us on Instagram',
    labelNameEs: 'Síguenos en Instagram',
  },
];

/** Writes the site configuration. Rows that already exist are left as they are, so a re-run is harmless. */
export const seedSite = async (p: Platform) => {
  const updatedAt = p.now();
  const settingRows = Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value, updatedAt }));
  await p.db.insert(settings).values(settingRows).onConflictDoNothing();
  await p.db.insert(siteModules).values(moduleRows(SEED_WHITELABEL, null)).onConflictDoNothing();
  const ruleRows = Object.entries(SEED_REGISTER_RULES).map(([field, r]) => ({ field, ...r }));
  await p.db.insert(registerRules).values(ruleRows).onConflictDoNothing();
  await p.db
    .insert(resources)
    .values([...SEED_RESOURCES])
    .onConflictDoNothing();
  // Contacts have no natural key: seed them only into an empty table.
  const [contacts] = await p.db.select({ n: sql<number>`count(*)::int` }).from(customerServices);
  if (!contacts?.n) {
    await p.db.insert(customerServices).values(SEED_CUSTOMER_SERVICES.map((c, sort) => ({ ...c, sort })));
  }
};
