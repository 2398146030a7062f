// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { lobbyParts, showFailure, showLoading, showView, type LobbyParts } from './lobby-swap.ts';

/** The markers LobbyView.astro renders, around the given controls and results. */
const view = (o: { vendor: string; vendors?: string[]; search?: string; heading: string; status: string; tiles: string[]; pages: number[] }) => `
  <div data-lobby-nav>
    <a href="/rng?q=x" data-lobby-link="vendor" data-value="" ${o.vendor === '' ? 'aria-current="true"' : ''}>All</a>
    ${(o.vendors ?? ['PG', 'JL']).map((v) => `<a href="/rng?vassalage=${v}" data-lobby-link="vendor" data-value="${v}" ${o.vendor === v ? 'aria-current="true"' : ''}>${v}</a>`).join('')}
    <form data-lobby-search>
      <input type="hidden" name="vassalage" value="${o.vendor}" ${o.vendor ? '' : 'disabled'} data-lobby-kept="vendor">
      <input id="lobby-search" type="search" name="q" value="${o.search ?? ''}">
    </form>
  </div>
  <h2 data-lobby-heading tabindex="-1">${o.heading}</h2>
  <p role="status" data-lobby-status data-loading="Loading">${o.status}</p>
  <div data-lobby-body><ul class="games-grid">${o.tiles.map((t) => `<li><article data-tile><h3>${t}</h3></article></li>`).join('')}</ul><script type="module" src="/tile.js"></script></div>
  <nav data-lobby-pager ${o.pages.length ? '' : 'hidden'}><ul>${o.pages.map((p) => `<li><a href="/rng?page=${p}">${p}</a></li>`).join('')}</ul></nav>`;

const fragment = (html: string) => lobbyParts(new DOMParser().parseFromString(html, 'text/html'))!;
const link = (root: ParentNode, value: string) => root.querySelector<HTMLAnchorElement>(`a[data-lobby-link="vendor"][data-value="${value}"]`)!;
const kept = (root: ParentNode) => root.querySelector<HTMLInputElement>('input[data-lobby-kept]')!;
const searchBox = () => document.querySelector<HTMLInputElement>('input[type="search"]')!;
const names = (parts: LobbyParts) => [...parts.body.querySelectorAll('h3')].map((h) => h.textContent);

let parts: LobbyParts;

beforeEach(() => {
  document.body.innerHTML = view({
    vendor: '',
    heading: 'All',
    status: 'Games found: 40 · Page 1 of 2',
    tiles: ['Gold', 'Dragon'],
    pages: [1, 2],
  });
  parts = lobbyParts(document)!;
});

describe('a game list view shown in place', () => {
  it('dims the list and says it is loading', () => {
    showLoading(parts);
    expect(parts.body.getAttribute('aria-busy')).toBe('true');
    expect(parts.status.textContent).toBe('Loading');
  });

  it('keeps the controls as they are, with where they lead and which is current from the fragment', () => {
    const jili = link(document, 'JL');
    jili.focus();
    showLoading(parts);
    showView(parts, fragment(view({ vendor: 'JL', heading: 'All · JL', status: 'Games found: 9', tiles: ['Fortune'], pages: [] })));
    expect(link(document, 'JL')).toBe(jili);
    expect(document.activeElement).toBe(jili);
    expect(jili.getAttribute('aria-current')).toBe('true');
    expect(link(document, '').hasAttribute('aria-current')).toBe(false);
    expect(kept(document).value).toBe('JL');
    expect(kept(document).disabled).toBe(false);
    expect(parts.heading.textContent).toBe('All · JL');
    expect(parts.status.textContent).toBe('Games found: 9');
    expect(parts.body.hasAttribute('aria-busy')).toBe(false);
    expect(names(parts)).toEqual(['Fortune']);
    expect(parts.body.querySelector('script')).toBeNull();
    expect(parts.pager.hidden).toBe(true);
    expect(parts.pager.querySelectorAll('a')).toHaveLength(0);
  });

  it('keeps what the reader typed when it is what was searched, and shows the view’s search otherwise', () => {
    searchBox().value = ' dragon ';
    showView(parts, fragment(view({ vendor: '', search: 'dragon', heading: 'All · “dragon”', status: 'Games found: 1', tiles: ['Dragon'], pages: [] })));
    expect(searchBox().value).toBe(' dragon ');
    showView(parts, fragment(view({ vendor: '', heading: 'All', status: 'Games found: 40', tiles: ['Gold'], pages: [1, 2] })));
    expect(searchBox().value).toBe('');
    expect(parts.pager.hidden).toBe(false);
    expect([...parts.pager.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/rng?page=1', '/rng?page=2']);
  });

  it('takes the fragment’s controls when the page’s vendors changed, and the focus follows', () => {
    link(document, 'JL').focus();
    showView(parts, fragment(view({ vendor: 'JL', vendors: ['JL', 'PP'], heading: 'All · JL', status: 'Games found: 9', tiles: ['Fortune'], pages: [] })));
    expect(link(document, 'PG')).toBeNull();
    expect(link(document, 'PP')).not.toBeNull();
    expect(parts.nav.isConnected).toBe(true);
    expect(document.activeElement).toBe(link(document, 'JL'));
  });

  it('says a view could not be had, with a retry link to it', () => {
    const failed = document.createElement('template');
    failed.innerHTML = '<div class="games-empty"><p>The games could not be loaded.</p><a class="button" href="/rng">Try again</a></div>';
    showLoading(parts);
    showFailure(parts, failed, '/rng?vassalage=JL');
    expect(parts.status.textContent).toBe('The games could not be loaded.');
    expect(parts.body.querySelector('a')?.getAttribute('href')).toBe('/rng?vassalage=JL');
    expect(parts.body.hasAttribute('aria-busy')).toBe(false);
    expect(parts.pager.hidden).toBe(true);
    // The message is the page's own: showing it twice leaves the page's copy whole.
    showFailure(parts, failed, '/rng');
    expect(failed.content.querySelector('p')?.textContent).toBe('The games could not be loaded.');
  });
});
