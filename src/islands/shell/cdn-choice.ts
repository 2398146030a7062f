import { SESSION_KEYS, tabStorage } from '../../lib/session-keys.ts';

/*
 * The image and launch CDNs (CONTRACT.md 4.2 `info.imageCDNs`, `info.launchGameCDNs`): each
 * browser session picks one host of each list at random and keeps it. Pages are shared by every
 * visitor (the page cache), so the HTML keeps the addresses the platform wrote, which work on
 * their own; here the browser moves each image to its session's host. A page names the lists in
 * `<html data-cdns>` only when one has more than one host: with one, there is nothing to choose.
 */

export interface CdnLists {
  image: string[];
  launch: string[];
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry.length > 0);

/** The lists a page carries, or null when it names none or they are not lists of hosts. */
export const readCdnLists = (attribute: string | undefined): CdnLists | null => {
  if (!attribute) return null;
  try {
    const value = JSON.parse(attribute) as Record<string, unknown> | null;
    return value && isList(value.image) && isList(value.launch) ? { image: value.image, launch: value.launch } : null;
  } catch {
    return null;
  }
};

/**
 * The host of a list for this session: the one picked before while the list still has it, else
 * one at random, kept for the next pages. Null for an empty list: the addresses stay as written.
 */
export const stickyCdn = (list: readonly string[], key: string, storage: Storage | null, random: () => number = Math.random): string | null => {
  if (list.length === 0) return null;
  let kept: string | null = null;
  try {
    kept = storage?.getItem(key) ?? null;
  } catch {
    // Storage refused: a pick for this page only.
  }
  if (kept !== null && list.includes(kept)) return kept;
  const picked = list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
  try {
    storage?.setItem(key, picked);
  } catch {
    // As above.
  }
  return picked;
};

/** An address on one of the hosts moved to `chosen`; any other address as it is. */
export const onCdn = (address: string, hosts: readonly string[], chosen: string): string => {
  // The longest host first, so `/cdn` never takes the place of `/cdn2`.
  for (const host of [...hosts].sort((a, b) => b.length - a.length)) {
    if (address.startsWith(`${host}/`)) return chosen + address.slice(host.length);
  }
  return address;
};

/** Images moved to another host, with the address they had: if that host fails them, they go back. */
const moved = new WeakMap<HTMLImageElement, string>();
/** Images sent back to their own address: they stay there. */
const returned = new WeakSet<HTMLImageElement>();

const move = (image: HTMLImageElement, hosts: readonly string[], chosen: string) => {
  const src = image.getAttribute('src');
  if (!src || returned.has(image)) return;
  const next = onCdn(src, hosts, chosen);
  if (next === src) return;
  moved.set(image, src);
  image.setAttribute('src', next);
};

const moveWithin = (node: Node, hosts: readonly string[], chosen: string) => {
  if (node instanceof HTMLImageElement) move(node, hosts, chosen);
  else if (node instanceof Element) for (const image of node.querySelectorAll('img[src]')) move(image as HTMLImageElement, hosts, chosen);
};

/**
 * Moves the page's images, and those added or changed later (lobby views, pop-ups), to the
 * session's host. An image that host cannot serve goes back to its own address, before the
 * page's fallback art (src/islands/ui/image-fallback.ts) is asked: an image never breaks for it.
 */
export const followImageCdn = (root: Element, hosts: readonly string[], chosen: string) => {
  moveWithin(root, hosts, chosen);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') moveWithin(record.target, hosts, chosen);
      else for (const node of record.addedNodes) moveWithin(node, hosts, chosen);
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  root.ownerDocument.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      const original = image instanceof HTMLImageElement ? moved.get(image) : undefined;
      if (!image || original === undefined) return;
      moved.delete(image as HTMLImageElement);
      returned.add(image as HTMLImageElement);
      // Caught on the way down: the image's own fallback listener must not replace it first.
      event.stopPropagation();
      (image as HTMLImageElement).setAttribute('src', original);
    },
    true,
  );
};

/** Picks this session's hosts for the page's lists, and moves its images to the image host. */
export const startCdnChoice = (doc: Document = document, storage: Storage | null = tabStorage()) => {
  const lists = readCdnLists(doc.documentElement.dataset.cdns);
  if (!lists) return;
  // The launch host is picked and kept like the image host, for launches that go through one.
  stickyCdn(lists.launch, SESSION_KEYS.launchCdn, storage);
  const image = stickyCdn(lists.image, SESSION_KEYS.imageCdn, storage);
  if (image !== null) followImageCdn(doc.documentElement, lists.image, image);
};
