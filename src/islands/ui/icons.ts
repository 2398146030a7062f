/**
 * The line icons of the site's sprite (icons.svg beside this file): one name per `<symbol>`, kept
 * in step with the sprite by icons.test.ts.
 */
export const ICON_NAMES = [
  'star',
  'menu',
  'invite',
  'app',
  'mail',
  'fold',
  'to-top',
  'previous',
  'next',
  'back',
  'close',
  'external',
  'help',
  'notices',
  'play',
  'pause',
  'category-home',
  'category-promo',
  'category-lott',
  'category-elott',
  'category-live',
  'category-sports',
  'category-fish',
  'category-rng',
  'category-inhouse',
  'category-pvp',
  'category-esports',
  'category-cockfight',
  'service-livechat',
  'service-facebook',
  'service-telegram',
  'service-whatsapp',
  'service-youtube',
  'eye',
  'refresh',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
