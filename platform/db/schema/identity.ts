import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Player, agent and trial accounts. `type` follows the platform's codes (SPEC section 3). */
/** A column naming a member, required. */
export const memberRef = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id);

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Always stored lower-case; log-in is case-insensitive. */
    account: text('account').notNull().unique(),
    nickname: text('nickname').notNull(),
    type: integer('type').notNull().default(0),
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash').notNull(),
    /** False for a mobile registration without a password (MOBILENUMPASSREG3 off) until the member sets one. */
    passwordSet: boolean('password_set').notNull().default(true),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    /** Set by the upline agent (a new account, a reset): the next login must change the password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    affiliateCode: text('affiliate_code').unique(),
    /** The member's own invite code (invite friends); always upper-case. */
    referralCode: text('referral_code').unique(),
    /** The member whose referral code this account registered with. */
    referredBy: bigint('referred_by', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** National number, digits only; unique together with the dialing code. */
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    payeeName: text('payee_name'),
    /** argon2id hash of the payment password, when the site asks for one at registration. */
    paymentPasswordHash: text('payment_password_hash'),
    /** Chat handles and other optional registration fields (qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    /** A temporary password mailed by the e-mail reset: valid until it expires, and it forces a change. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: ts('temp_password_expires_at'),
    /** Where the account registered from (registerUrl, domain, IP). */
    registerUrl: text('register_url'),
    registerIp: text('register_ip'),
    currency: text('currency').notNull().default('MXN'),
    language: text('language').notNull().default('ES'),
    /** The site language the member chose (language update), adopted at each login: it follows them to another browser. Null until they choose. */
    siteLanguage: text('site_language'),
    firstLoginAt: ts('first_login_at'),
    lastLoginAt: ts('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    /** When the member's first deposit was credited: the reports count each member's first deposit once. */
    firstDepositAt: ts('first_deposit_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('members_parent_idx').on(t.parentId),
    // Who registered in a period (the agent centre's team overview).
    index('members_created_idx').on(t.createdAt),
    uniqueIndex('members_mobile_unique').on(t.countryDialingCode, t.mobileNum),
    index('members_email_idx').on(sql`lower(${t.email})`),
    check('members_account_lower', sql`${t.account} = lower(${t.account})`),
  ],
);

/** Sessions: only a hash of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberRef(),
    loginType: text('login_type').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** Absolute end of life, whatever the activity. */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** Single-use payload nonces of encrypted calls, kept until they would be stale anyway. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

/** Addresses each account has logged in from: a login from any other may need extra verification (LOGINIPVERF3). */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: memberRef(),
    ip: text('ip').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/**
 * Wrong transaction (payment) passwords in a row, and the lock they led to. In the database, so
 * every server process counts against the same five; the hash itself is `members.payment_password_hash`.
 */
export const transactionPasswordGuards = pgTable('transaction_password_guards', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  failures: integer('failures').notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Binary data: a Buffer both ways, whichever driver (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value)),
});

/** A member's uploaded profile picture, as the platform re-encoded it; `version` names it in its URL. */
export const memberAvatars = pgTable('member_avatars', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  version: text('version').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A member's authenticator app (TOTP). A row without `enabled_at` is a setup waiting for its first
 * code; `last_step` is the time step of the last code accepted, so no code is accepted twice.
 * The secret is never answered again once the setup is confirmed, and is stored encrypted under the
 * platform's TOTP key (`TOTP_SECRET_KEY`, or a key file in DATA_DIR), bound to the member.
 */
export const memberTotp = pgTable('member_totp', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  secret: text('secret').notNull(),
  enabledAt: ts('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Single-use recovery codes of the authenticator app, stored as SHA-256 hashes (they carry 50 random bits). */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_recovery_codes_member_hash').on(t.memberId, t.codeHash)],
);
