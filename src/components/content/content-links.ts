import type { Banner } from '../../../contract/content.ts';
import { GAME_CATEGORIES, IN_HOUSE_GROUP, type Game, type GameCategory, type VendorCard } from '../../../contract/games.ts';

/** Where a banner or promotion leads: a page of this site, or another site in a new tab. */
export type ContentLink = { kind: 'site'; href: string } | { kind: 'external'; href: string };

type Linkage = Pick<Banner, 'linkageType' | 'linkage'>;

/** The anchor of a promotion card on /promotions. */
export const promotionAnchor = (id: number | string) => `promotion-${id}`;

/** A category's own page: /rng, /live… */
export const categoryPath = (category: GameCategory) => `/${category.toLowerCase()}`;

const categoryOf = (value: string): GameCategory | null => {
  const head = value.split(/[:/]/, 1)[0]!.toUpperCase();
  return (GAME_CATEGORIES as readonly string[]).includes(head) ? (head as GameCategory) : null;
};

/** A game's list page, narrowed to its vendor: where its tile leads until games launch from tiles. */
export const gamePagePath = (game: Pick<Game, 'gameType' | 'vassalage'>): string => {
  const category = categoryOf(game.gameType);
  return category ? `${categoryPath(category)}?vassalage=${encodeURIComponent(game.vassalage)}` : '/';
};

/** A vendor card's page: its game list where the lane lists games, else its category (lobbies launch from there). */
export const vendorPagePath = (card: Pick<VendorCard, 'gameType' | 'vassalage' | 'isGame'>): string => {
  if (card.gameType === IN_HOUSE_GROUP) return `/bgs?vassalage=${encodeURIComponent(card.vassalage)}`;
  const category = categoryOf(card.gameType);
  if (!category) return '/';
  return card.isGame === 'VASSALAGE' ? `${categoryPath(category)}?vassalage=${encodeURIComponent(card.vassalage)}` : categoryPath(category);
};

const external = (value: string): ContentLink | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.toString() } : null;
  } catch {
    return null;
  }
};

/**
 * The target of a linkage (`url` another site, `route` a path of this site, `promotion` its card,
 * `game` the game's category page until games open from banners), or null when there is none or
 * it is not safe to follow (scripts, protocol-relative or foreign "routes").
 */
export const contentLinkOf = ({ linkageType, linkage }: Linkage): ContentLink | null => {
  const value = linkage?.trim();
  if (!value) return null;
  switch (linkageType) {
    case 'url':
      return external(value);
    case 'route':
      return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? { kind: 'site', href: value } : null;
    // A promotion named by id opens at its card; one named by key (a campaign) opens the page.
    case 'promotion':
      return /^\d+$/.test(value)
        ? { kind: 'site', href: `/promotions#${promotionAnchor(value)}` }
        : /^[\w-]{1,64}$/.test(value)
          ? { kind: 'site', href: '/promotions' }
          : null;
    case 'game': {
      const category = categoryOf(value);
      return category ? { kind: 'site', href: categoryPath(category) } : null;
    }
    default:
      return null;
  }
};
