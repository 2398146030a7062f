import { AGENT_RIGHTS, type AgentRight } from '../../../contract/agent-register.ts';

/**
 * The seed's fixed identities. Tests and the README use these same constants.
 * Balances are minor units.
 */
export const SEED_PASSWORDS = {
  player: 'Player2026',
  agent: 'Agent2026',
  /** The site's default weak password (a site setting); an account that has it must change it. */
  weakDefault: 'Welcome1',
} as const;

/** The market: Mexican pesos, written as Mexicans write them in Spanish and as the US does in English. */
export const SEED_CURRENCY = { code: 'MXN', locales: { ES: 'es-MX', EN: 'en-US' } } as const;

export const SEED_PLAYER_BALANCE = 1_000_000n; // 10,000.00

export interface SeedAccount {
  account: string;
  nickname: string;
  type: number;
  password: string;
  parent: string | null;
  balance: bigint;
  affiliateCode?: string;
  /** An agent's rights: the contracts it may offer (a sub-agent holds some of its upline's). */
  rights?: readonly AgentRight[];
  /** National mobile number (dialing code SEED_DIALING_CODE) and e-mail, for SMS login and password recovery. */
  mobileNum: string;
  email: string;
}

export const SEED_DIALING_CODE = '52';

/** Every seed account's invite code is its name in capitals: PLAYER01, AGENT01… */
export const seedReferralCode = (account: string) => account.toUpperCase();

const player = (n: string, parent: string): SeedAccount => ({
  account: `player${n}`,
  nickname: `Player ${n}`,
  type: 0,
  password: SEED_PASSWORDS.player,
  parent,
  balance: SEED_PLAYER_BALANCE,
  mobileNum: `55100000${n}`,
  email: `player${n}@betplay.example`,
});

/** In creation order: an upline always comes before its downline. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    account: 'agent01',
    nickname: 'Agent 01',
    type: 1,
    password: SEED_PASSWORDS.agent,
    parent: null,
    balance: 5_000_000n,
    affiliateCode: 'AG01',
    rights: AGENT_RIGHTS,
    mobileNum: '5520000001',
    email: 'agent01@betplay.example',
  },
  {
    account: 'agent02',
    nickname: 'Agent 02',
    type: 2,
    password: SEED_PASSWORDS.agent,
    parent: 'agent01',
    balance: 2_000_000n,
    affiliateCode: 'AG02',
    rights: ['dividend', 'dailySalary'],
    mobileNum: '5520000002',
    email: 'agent02@betplay.example',
  },
  player('01', 'agent01'),
  player('02', 'agent01'),
  player('03', 'agent01'),
  player('04', 'agent01'),
  player('05', 'agent01'),
  player('21', 'agent02'),
  player('22', 'agent02'),
  {
    account: 'newbie01',
    nickname: 'Newbie 01',
    type: 0,
    password: SEED_PASSWORDS.weakDefault,
    parent: 'agent01',
    balance: 0n,
    mobileNum: '5530000001',
    email: 'newbie01@betplay.example',
  },
];

export const SEED_PLAYER = SEED_ACCOUNTS.find((a) => a.account === 'player01')!;
export const SEED_AGENT = SEED_ACCOUNTS.find((a) => a.account === 'agent01')!;
