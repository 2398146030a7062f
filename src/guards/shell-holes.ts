import { escapeHTML } from 'astro/runtime/server/escape.js';
import { FAVOURITE_IDS_ID } from '../islands/games/favourite-ids.ts';

/*
 * A member's page is rendered once per language, side-menu state and kind of account, and shared
 * by every member of that kind (ARCHITECTURE.md "Request path of a page"). Whatever belongs to one
 * member is left in that render as a hole: a marker that the page cache fills for each request
 * with the member's own account, picture and favourites list. The markers are two private-use
 * characters around a number, which HTML escaping leaves as they are, so a hole may stand in text
 * as well as in an attribute.
 *
 * Holes are few on purpose: the page is compressed once, in parts cut at the holes, and every cut
 * costs the compression what the part after it could have borrowed from before it. The stars of
 * game tiles are therefore not holes: a shared page sends them released, with the member's list
 * of favourites once, and the tile script presses them (src/islands/games/tiles.ts).
 */

const OPEN = '\uE000';
const CLOSE = '\uE001';
export const HOLE_PATTERN = /\uE000(\d+)\uE001/;

/** The member's own parts of a shared render. */
export type Hole = { kind: 'account' } | { kind: 'avatar' } | { kind: 'favouriteIds' };

/** A render shared by members: the holes it left, and whether it read anything of the member's that is not one. */
export interface SharedRender {
  holes: Hole[];
  personal: boolean;
}

type Locals = Pick<App.Locals, 'shared'>;

/** The marker of a new hole when the page is rendered to be shared, else null (render the member's own value). */
export const holeFor = (locals: Locals, hole: Hole): string | null => {
  if (!locals.shared) return null;
  locals.shared.holes.push(hole);
  return `${OPEN}${locals.shared.holes.length - 1}${CLOSE}`;
};

/** A read of the member's own data outside the holes: this render is theirs alone and is not kept. */
export const markPersonal = (locals: Locals) => {
  if (locals.shared) locals.shared.personal = true;
};

/** The hole of the member's favourites list: once per page, however many tiles or lists ask for it. */
export const favouriteIdsHole = (locals: Locals): string | null => {
  if (!locals.shared) return null;
  return locals.shared.holes.some((h) => h.kind === 'favouriteIds') ? '' : holeFor(locals, { kind: 'favouriteIds' });
};

/** The JSON block the tile script reads the member's favourites from. */
export const favouriteIdsBlock = (ids: ReadonlySet<number>) => `<script type="application/json" id="${FAVOURITE_IDS_ID}">${JSON.stringify([...ids])}</script>`;

/** What fills the holes for one member: text as it is (it is escaped here), the favourites when known. */
export interface MemberFilling {
  account: string;
  avatar: string;
  favourites: ReadonlySet<number> | null;
}

/** The HTML a hole becomes for one member. */
export const fillHole = (hole: Hole, member: MemberFilling): string => {
  switch (hole.kind) {
    case 'account':
      return escapeHTML(member.account);
    case 'avatar':
      return escapeHTML(member.avatar);
    case 'favouriteIds':
      // Left out when the list could not be read: the tab's copy then stands.
      return member.favourites ? favouriteIdsBlock(member.favourites) : '';
  }
};
