import { bigserial, boolean, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Site-wide settings by key (merchant, CDNs, maintenance, weak password…); values checked with zod. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Whitelabel module tree (CONTRACT.md 4.8); site flags are modules. */
export const siteModules = pgTable('site_modules', {
  modId: text('mod_id').primaryKey(),
  parentId: text('parent_id'),
  enabled: boolean('enabled').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Register field rules (CONTRACT.md 4.3). */
export const registerRules = pgTable('register_rules', {
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  acceptedPattern: text('accepted_pattern').notNull(),
  patternId: integer('pattern_id').notNull(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
});

/** Region block rules: an IPv4/IPv6 CIDR range, or an ISO country code. */
export const regionRules = pgTable(
  'region_rules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['cidr', 'country'] }).notNull(),
    value: text('value').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('region_rules_kind_value').on(t.kind, t.value)],
);

export const customerServices = pgTable('customer_services', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').notNull(),
  url: text('url').notNull(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const resources = pgTable('resources', {
  resourceType: text('resource_type').primaryKey(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  labelNameEs: text('label_name_es').notNull(),
});

/** Messages the platform would send by SMS or e-mail; the operator CLI reads them. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  purpose: text('purpose').notNull(),
  body: text('body').notNull(),
  meta: jsonb('meta'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
