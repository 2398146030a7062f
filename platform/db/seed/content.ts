import type { BANNER_GROUPS } from '../../../contract/content.ts';
import type { Platform } from '../../context.ts';
import type { ContentEntryInput } from '../../modules/content/index.ts';
import { importContent } from '../../modules/content/index.ts';
import { SEED_BLOG } from './content-blog.ts';
import { SEED_HELP } from './content-help.ts';
import { SEED_HELP_NOTICES, SEED_PLAYER_NOTICES, SEED_POPUPS, SEED_PROMOTIONS } from './content-notices.ts';

/*
 * The content of a fresh install, written through the same checks as an editor's import. Banner
 * art is drawn by platform/modules/content/art.ts; `{lang}` picks the reader's language.
 */
type Group = (typeof BANNER_GROUPS)[number];
const PUBLISHED = '2026-11-01T12:00:00.000Z';

const imageBanner = (groupName: Group, sort: number, art: string, es: string, en: string, route: string | null = null): ContentEntryInput => ({
  kind: 'announcement',
  type: 'B',
  groupName,
  sort,
  mediaType: 'image',
  mediaUrl: `/cdn/content/${art}.{lang}.svg`,
  ...(route ? { linkageType: 'route' as const, linkage: route } : {}),
  publishedAt: PUBLISHED,
  texts: { ES: { title: es }, EN: { title: en } },
});

/**
 * Video banners play only when asked to, from the privacy-enhanced YouTube player. The demo shows
 * Blender Foundation open films (CC BY) until the operator imports the brand's own videos.
 */
const videoBanner = (groupName: Group, sort: number, videoId: string, film: string): ContentEntryInput => ({
  kind: 'announcement',
  type: 'B',
  groupName,
  sort,
  mediaType: 'video',
  mediaUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
  publishedAt: PUBLISHED,
  texts: { ES: { title: `Ahora en BetPlay TV: ${film}` }, EN: { title: `Now on BetPlay TV: ${film}` } },
});

export const SEED_BANNERS: readonly ContentEntryInput[] = [
  imageBanner('w_home', 0, 'home-welcome', 'Bono de bienvenida del 100%', '100% welcome bonus', '/register'),
  imageBanner('w_home', 1, 'home-live', 'Casino en vivo 24/7', 'Live casino 24/7', '/live'),
  imageBanner('w_home', 2, 'home-jackpot', 'Jackpot progresivo', 'Progressive jackpot', '/rng'),
  videoBanner('w_home', 3, 'aqz-KE-bpKQ', 'Big Buck Bunny'),
  videoBanner('w_promotion', 0, 'eRsGyueVLvQ', 'Sintel'),
  videoBanner('w_promotion', 1, 'R6MlUcmOul8', 'Tears of Steel'),
  imageBanner('w_login', 0, 'login', 'Bienvenido de nuevo', 'Welcome back'),
  imageBanner('w_register', 0, 'register', 'Crea tu cuenta gratis', 'Open your free account'),
  imageBanner('w_forget', 0, 'forget', 'Recupera tu acceso', 'Get back into your account'),
  imageBanner('w_leftmenu', 0, 'rewards', 'Centro de recompensas', 'Reward centre', '/member#rewardCenter'),
];

export const SEED_CONTENT: readonly ContentEntryInput[] = [
  ...SEED_BANNERS,
  ...SEED_PLAYER_NOTICES,
  ...SEED_POPUPS,
  ...SEED_PROMOTIONS,
  ...SEED_HELP_NOTICES,
  ...SEED_HELP,
  ...SEED_BLOG,
];

export const seedContent = async (p: Platform) => {
  await importContent(p, SEED_CONTENT);
};
