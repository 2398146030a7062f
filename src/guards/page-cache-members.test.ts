import { gunzipSync } from 'node:zlib';
import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../contract/session.ts';
import { createPageCache } from './page-cache.ts';
import { holeFor, markPersonal } from './shell-holes.ts';
import { contextFor } from './test-context.ts';

const member = (id: number, account: string, type = 0) => ({ id, account, type, avatar: null }) as MemberInfo;
const ana = member(7, 'ana<01>');
const ben = member(8, 'ben02');

/** A page whose header names the member, as the site header does, through holes when the render is shared. */
const page = (context: APIContext, renders: number) => {
  const { locals } = context;
  const account = holeFor(locals, { kind: 'account' }) ?? locals.member?.account ?? 'visitor';
  const avatar = holeFor(locals, { kind: 'avatar' }) ?? 'own';
  return `<header title="${account}"><img src="${avatar}">${account}</header><main>${'games '.repeat(2000)}render ${renders}</main>`;
};

const setup = (personal = false) => {
  const cache = createPageCache({ ttlMs: 2000, maxEntries: 10, now: () => 0 });
  let renders = 0;
  const visit = async (who: MemberInfo | null, path = '/', gzip = false, isAgent = false) => {
    const context = contextFor(path, { locals: { member: who, isAgent }, headers: gzip ? { 'accept-encoding': 'gzip, br' } : {} });
    const next = vi.fn(async () => {
      if (personal) markPersonal(context.locals);
      return new Response(page(context, ++renders), { headers: { 'content-type': 'text/html' } });
    });
    const response = (await cache(context, next)) as Response;
    const bytes = Buffer.from(await response.arrayBuffer());
    return (gzip ? gunzipSync(bytes) : bytes).toString();
  };
  return { visit, renders: () => renders };
};

describe('page cache for members', () => {
  it("renders a member's page once and fills each member's own account and picture into it", async () => {
    const { visit, renders } = setup();
    const first = await visit(ana);
    expect(first).toContain('<header title="ana&lt;01&gt;"><img src="/cdn/avatars/7.svg">ana&lt;01&gt;</header>');
    const second = await visit(ben, '/', true);
    expect(second).toContain('<header title="ben02"><img src="/cdn/avatars/8.svg">ben02</header>');
    expect(second).not.toContain('ana');
    expect(second).toContain('render 1');
    expect(await visit(ana, '/', true)).toBe(first);
    expect(renders()).toBe(1);
  });

  it('keeps apart what visitors, members and agents are shown', async () => {
    const { visit } = setup();
    expect(await visit(null)).toContain('render 1');
    expect(await visit(ana)).toContain('render 2');
    expect(await visit(member(9, 'agent01', 1), '/', false, true)).toContain('render 3');
    expect(await visit(null)).toContain('render 1');
    expect(await visit(ben)).toContain('render 2');
  });

  it("never keeps a render that read the member's own data outside its holes", async () => {
    const { visit, renders } = setup(true);
    expect(await visit(ana)).toContain('ana&lt;01&gt;</header>');
    expect(await visit(ben)).toContain('ben02</header>');
    expect(renders()).toBe(2);
  });

  it('leaves holes in the parts of a page that render while its body streams', async () => {
    const cache = createPageCache({ ttlMs: 2000, maxEntries: 10, now: () => 0 });
    const visit = async (who: MemberInfo) => {
      const context = contextFor('/', { locals: { member: who } });
      const next = vi.fn(async () => {
        // The header renders only once the first part of the page has gone out, as a streamed page does.
        let step = 0;
        const body = new ReadableStream<Uint8Array>({
          pull: async (controller) => {
            await new Promise((r) => setTimeout(r, 5));
            if (step++ === 0) controller.enqueue(new TextEncoder().encode('<head></head>'));
            else {
              controller.enqueue(new TextEncoder().encode(`<header>${holeFor(context.locals, { kind: 'account' }) ?? who.account}</header>`));
              controller.close();
            }
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/html' } });
      });
      return ((await cache(context, next)) as Response).text();
    };
    expect(await visit(ana)).toBe('<head></head><header>ana&lt;01&gt;</header>');
    expect(await visit(ben)).toBe('<head></head><header>ben02</header>');
  });

  it('does not share pages behind a login', async () => {
    const { visit, renders } = setup();
    await visit(ana, '/member');
    await visit(ben, '/member');
    expect(renders()).toBe(2);
  });
});
