import { SECTION_LOADED } from './start-each.ts';

/*
 * The member centre loads a section on first use. The server writes the menu, the section the
 * address names (`?section=`, else the security centre) and, for every other section, an empty
 * frame with a link that opens it as a page of its own. When the hash names a frame, this fetches
 * the section's HTML from /partials/member/<id> with the page's own query, puts it into the frame
 * and adds the section's scripts, which the browser then loads once. The frame stays the same
 * element, so the hash keeps pointing at it.
 */

/**
 * The fragment's address: the page's own query, and the page the member came from, which the
 * page's address may not carry (a link from the header), so that the section's links keep it.
 */
const partialUrl = (id: string, from: string | undefined) => {
  const query = new URLSearchParams(location.search);
  if (from && from !== '/' && !query.has('from')) query.set('from', from);
  const rest = query.toString();
  return `/partials/member/${encodeURIComponent(id)}${rest ? `?${rest}` : ''}`;
};

/** The section's element and scripts out of the fragment the server wrote. */
const parseSection = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  const section = template.content.querySelector<HTMLElement>('[data-section]');
  const scripts = [...template.content.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);
  return section ? { section, scripts } : null;
};

/** The fetched section's attributes and children into the frame, which keeps its place and identity. */
const fill = (frame: HTMLElement, section: HTMLElement) => {
  for (const name of frame.getAttributeNames()) if (name !== 'id') frame.removeAttribute(name);
  for (const { name, value } of section.attributes) if (name !== 'id') frame.setAttribute(name, value);
  frame.replaceChildren(...section.childNodes);
};

const addScripts = (sources: string[]) => {
  const present = new Set([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src));
  for (const src of sources) {
    if (present.has(src)) continue;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  }
};

const showProblem = (frame: HTMLElement, id: string, from: string | undefined) => {
  frame.removeAttribute('aria-busy');
  const status = frame.querySelector<HTMLElement>('[data-frame-status]');
  const retry = frame.querySelector<HTMLButtonElement>('[data-frame-retry]');
  if (status) status.textContent = frame.dataset.failedText ?? '';
  if (retry) {
    retry.hidden = false;
    retry.onclick = () => void load(frame, id, from);
  }
};

const loading = new WeakSet<HTMLElement>();

const load = async (frame: HTMLElement, id: string, from: string | undefined): Promise<void> => {
  if (loading.has(frame)) return;
  loading.add(frame);
  frame.setAttribute('aria-busy', 'true');
  const status = frame.querySelector<HTMLElement>('[data-frame-status]');
  const retry = frame.querySelector<HTMLButtonElement>('[data-frame-retry]');
  if (status) status.textContent = frame.dataset.loadingText ?? '';
  if (retry) retry.hidden = true;
  try {
    const response = await fetch(partialUrl(id, from), { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    // The session ended: the page itself then goes wherever the server sends a visitor.
    if (response.status === 401) {
      location.reload();
      return;
    }
    const parsed = response.ok ? parseSection(await response.text()) : null;
    if (!parsed) throw new Error(`section ${id}: ${response.status}`);
    fill(frame, parsed.section);
    addScripts(parsed.scripts);
    document.dispatchEvent(new CustomEvent(SECTION_LOADED, { detail: { id } }));
  } catch {
    showProblem(frame, id, from);
  } finally {
    loading.delete(frame);
  }
};

/** Loads the section the hash names when its frame is still empty. */
export const loadNamedSection = (root: HTMLElement) => {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  // A filled frame has the section's attributes, no longer the frame's.
  const frame = root.querySelector<HTMLElement>(`[data-section-frame="${CSS.escape(id)}"]`);
  if (frame) void load(frame, id, root.dataset.from);
};
