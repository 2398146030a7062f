/*
 * The agent centre's small script: it marks the menu entry of the section on show (the hash, or
 * the section the page wrote), fills a section's empty frame from /partials/agent/<id> the first
 * time its hash is opened, and keeps the browser's time zone in a cookie so the server writes
 * times in it. A page written in another zone is read again once.
 */
import { bindServiceContacts } from '../ui/service-contacts.ts';

/** Sent on the document once a section is in its frame, for the scripts several sections share. */
export const AGENT_SECTION_LOADED = 'agent:section-loaded';

const parseSection = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  const section = template.content.querySelector<HTMLElement>('[data-section]');
  const scripts = [...template.content.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);
  return section ? { section, scripts } : null;
};

const addScripts = (sources: string[]) => {
  const present = new Set([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src));
  for (const src of sources.filter((source) => !present.has(source))) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  }
};

const loading = new WeakSet<HTMLElement>();

/** Fills a frame once; a failure says so in the frame and offers a retry. */
const load = async (frame: HTMLElement, id: string): Promise<void> => {
  if (loading.has(frame)) return;
  loading.add(frame);
  const status = frame.querySelector<HTMLElement>('[data-frame-status]');
  const retry = frame.querySelector<HTMLButtonElement>('[data-frame-retry]');
  frame.setAttribute('aria-busy', 'true');
  if (status) status.textContent = frame.dataset.loadingText ?? '';
  if (retry) retry.hidden = true;
  try {
    const response = await fetch(`/partials/agent/${encodeURIComponent(id)}${location.search}`, {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    });
    if (response.status === 401) return location.reload();
    const parsed = response.ok ? parseSection(await response.text()) : null;
    if (!parsed) throw new Error(`section ${id}: ${response.status}`);
    for (const name of frame.getAttributeNames()) if (name !== 'id') frame.removeAttribute(name);
    for (const { name, value } of parsed.section.attributes) if (name !== 'id') frame.setAttribute(name, value);
    frame.replaceChildren(...parsed.section.childNodes);
    addScripts(parsed.scripts);
    document.dispatchEvent(new Event(AGENT_SECTION_LOADED));
  } catch {
    loading.delete(frame);
    frame.removeAttribute('aria-busy');
    if (status) status.textContent = frame.dataset.failedText ?? '';
    if (retry) {
      retry.hidden = false;
      retry.onclick = () => void load(frame, id);
    }
  }
};

export const startAgentCentre = (root: HTMLElement) => {
  // The customer-service section's channels, whenever that section is on the page.
  bindServiceContacts();
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-section-link]')];
  const show = () => {
    const hash = location.hash.slice(1);
    const current = links.find((link) => link.dataset.sectionLink === hash) ?? links.find((link) => link.dataset.sectionLink === root.dataset.writtenSection);
    for (const link of links) link.setAttribute('aria-current', String(link === current));
    const frame = root.querySelector<HTMLElement>(`[data-section-frame="${CSS.escape(hash)}"]`);
    if (frame) void load(frame, hash);
  };
  show();
  addEventListener('hashchange', show);

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const cookie = root.dataset.zoneCookie;
  if (!zone || !cookie) return;
  for (const field of root.querySelectorAll<HTMLInputElement>('[data-zone-field]')) field.value = zone;
  document.cookie = `${cookie}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  const written = root.querySelector<HTMLElement>('[data-zone]')?.dataset.zone;
  if (written && written !== zone && !new URL(location.href).searchParams.has('timeZone')) location.reload();
};
