import { z } from 'zod';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from './languages.ts';

/** Whitelabel module tree node (CONTRACT.md 4.8). `enabled` is the string "1" or "0". */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

/** Flattens the module tree to `{ modId: enabled }`, as the client does. */
export const flattenWhitelabel = (node: WhitelabelNode, out: Record<string, boolean> = {}) => {
  out[node.modId] = node.enabled === '1';
  for (const child of node.childrenNodes) flattenWhitelabel(child, out);
  return out;
};

/** One register field rule (CONTRACT.md 4.3). */
export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(19),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export const registerRulesSchema = z.partialRecord(z.enum(REGISTER_FIELDS), registerRuleSchema);
export type RegisterRules = z.infer<typeof registerRulesSchema>;

export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'YOUTUBE'] as const;
export const customerServiceSchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  /** DES-ECB ciphertext (base64) followed by its 8-character key (CONTRACT.md 3.4). */
  path: z.string(),
  title: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** A contact as the site renders it: its link decoded once on the server, a web address only. */
export interface ServiceLink {
  csType: CustomerService['csType'];
  url: string;
  title: string;
}

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
  labelNameEs: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** A BCP 47 locale tag the runtime accepts, e.g. `es-MX`. */
export const localeTagSchema = z.string().refine((tag) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}, 'not a locale tag');

/** The market's locale for each site language: how money and dates are written there. */
export const marketLocalesSchema = z.record(z.enum(SHIPPED_LANGUAGES), localeTagSchema);
export type MarketLocales = z.infer<typeof marketLocalesSchema>;

/** The market a site sells in when the platform has not said (a settings row missing, the status unknown). */
export const DEFAULT_MARKET = { currency: 'MXN', locales: { ES: 'es-MX', EN: 'en-US' } } as const satisfies {
  currency: string;
  locales: MarketLocales;
};

export const systemStatusSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Epoch milliseconds, or null when no end is announced. */
  maintenanceEnd: z.number().nullable(),
  maintenanceMessage: z.string().nullable(),
  test: z.boolean(),
  location: z.object({
    ip: z.string(),
    country: z.string().nullable(),
    /**
     * Why a restricted caller is refused: its address is blocked (`ip`), or its country (`country`).
     * The embedded platform adds it; a platform that does not is read as a country block.
     */
    blockedBy: z.enum(['ip', 'country']).optional(),
  }),
  info: z.object({
    merchantCode: z.string(),
    whitelabel: whitelabelNodeSchema,
    whitelabelVal: z.record(z.string(), z.boolean()),
    register: registerRulesSchema,
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(z.string()),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    currency: z.string(),
    currencySymbol: z.string(),
    locales: marketLocalesSchema,
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The locale a page in `lang` writes money and dates in: the market's, as the status tells it. */
export const marketLocale = (status: Pick<SystemStatus, 'info'> | null, lang: ShippedLanguage): string =>
  (status?.info.locales ?? DEFAULT_MARKET.locales)[lang];

/** System status code that decides the screen at start (SPEC section 4). */
export type SystemStatusCode = 0 | 1 | 2;
export const statusCode = (s: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemStatusCode => (s.maintenance ? 1 : s.regionRestriction ? 2 : 0);

/** Site flags of SPEC section 3; each is a whitelabel module id. */
export const SITE_FLAGS = [
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AGENTPOLICY3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'PTSYS3',
  'MANPLAYREB3',
] as const;
