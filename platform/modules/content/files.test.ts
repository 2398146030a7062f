import { describe, expect, it } from 'vitest';
import { SEED_CONTENT } from '../../db/seed/content.ts';
import { contentEntrySchema, type ContentEntry } from './entries.ts';
import { entryFiles, parseContentFiles, type ContentFile } from './files.ts';

const seeded: ContentEntry[] = SEED_CONTENT.map((e, i) => {
  const entry = contentEntrySchema.parse(e);
  return entry.kind === 'announcement' ? { ...entry, id: i + 1 } : entry;
});

describe('content files', () => {
  it('writes one file per entry and language, and reads the same entries back', () => {
    const files = seeded.flatMap(entryFiles);
    expect(files.length).toBe(seeded.length * 2);
    expect(files.map((f) => f.path)).toContain('help/term.en.html');
    expect(files.map((f) => f.path)).toContain('promotions/30.es.html');
    const { entries, errors, skipped } = parseContentFiles(files);
    expect([errors, skipped]).toEqual([{}, []]);
    const reread: ContentEntry[] = entries.map((e) => {
      const { source: _, ...rest } = contentEntrySchema.parse(e);
      return rest;
    });
    const byKey = (list: typeof seeded) => new Map(list.map((e) => [e.kind === 'help' ? e.tag : e.kind === 'blog' ? e.slug : String(e.id), e]));
    expect(byKey(reread)).toEqual(byKey(seeded));
  });

  it('reads what an editor writes by hand', () => {
    const file = (path: string, text: string): ContentFile => ({ path, text });
    const { entries, errors } = parseContentFiles([
      file('popups/cup.es.html', '\uFEFF---\r\ntitle: Copa: final\r\nexecution: A\r\nactive: yes\r\n# a comment\r\n---\r\n<p>Hola</p>\r\n'),
      file('popups/cup.en.html', '---\ntitle: Cup: final\nexecution: A\nactive: on\n---\n<p>Hi</p>'),
    ]);
    expect(errors).toEqual({});
    expect(entries).toEqual([
      {
        kind: 'announcement',
        type: 'PU',
        execution: 'A',
        active: true,
        source: 'popups/cup',
        texts: { ES: { title: 'Copa: final', content: '<p>Hola</p>' }, EN: { title: 'Cup: final', content: '<p>Hi</p>' } },
      },
    ]);
  });

  it('names each file that is wrong, and why', () => {
    const { errors, skipped } = parseContentFiles([
      { path: 'notices/1.es.html', text: '<p>No front matter</p>' },
      { path: 'notices/2.es.html', text: '---\ntitle: A\ncolour: red\n---\n' },
      { path: 'notices/3.es.html', text: '---\ntitle: A\nsort: first\n---\n' },
      { path: 'notices/4.es.html', text: '---\ntitle: A\nsort: 1\n---\n' },
      { path: 'notices/4.en.html', text: '---\ntitle: B\nsort: 2\n---\n' },
      { path: 'notices/5.es.html', text: '---\nsort: 1\n---\n' },
      { path: 'adverts/1.es.html', text: '---\ntitle: A\n---\n' },
      { path: 'help/term.es.html', text: '---\ntitle: T\nid: 4\n---\n' },
      { path: 'README.md', text: 'how to edit' },
    ]);
    expect(errors).toEqual({
      'notices/1.es.html': [expect.stringContaining('front matter')],
      'notices/2.es.html': [expect.stringContaining('unknown setting "colour"')],
      'notices/3.es.html': ['sort: "first" is not a whole number'],
      'notices/4.es.html': [expect.stringContaining('differ from notices/4.en.html')],
      'notices/5.es.html': [expect.stringContaining('no "title:" line')],
      'adverts/1.es.html': [expect.stringContaining('not a content folder')],
      'help/term.es.html': [expect.stringContaining('unknown setting "id"')],
    });
    expect(skipped).toEqual(['README.md']);
  });
});
