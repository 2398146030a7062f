import type { z } from 'zod';
import type { announcementsQuerySchema, Announcements, Banner, Notice } from '../../../contract/content.ts';
import type { Platform } from '../../context.ts';
import { contentSnapshot, textIn, type LoadedAnnouncement } from './content.ts';
import { expandLang } from './entries.ts';

export type AnnouncementsQuery = z.infer<typeof announcementsQuerySchema>;

const live = (a: LoadedAnnouncement, now: number) => (!a.startsAt || a.startsAt.getTime() <= now) && (!a.endsAt || a.endsAt.getTime() > now);

const noticeOf = (a: LoadedAnnouncement, lang: string): Notice | null => {
  const text = textIn(a.texts, lang);
  return text ? { id: a.id, title: text.title, content: text.content, time: a.publishedAt.getTime() } : null;
};

const bannerOf = (a: LoadedAnnouncement, lang: string): Banner | null => {
  const text = textIn(a.texts, lang);
  if (!text || !a.groupName || !a.mediaUrl || a.mediaType === 'none') return null;
  return {
    bannerId: a.id,
    title: text.title,
    groupName: a.groupName as Banner['groupName'],
    mediaType: a.mediaType,
    url: expandLang(a.mediaUrl, lang),
    linkageType: a.linkageType,
    linkage: a.linkage,
  };
};

const newestFirst = (a: LoadedAnnouncement, b: LoadedAnnouncement) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

/**
 * `MCSFE_getListAnnouncements` (CONTRACT.md 4.7): what is live now, of the requested types, in the
 * reader's language. Types not asked for come back as empty lists. The same for everyone: which
 * pop-ups a visitor sees (A, B, F) is the client's choice (CONTRACT.md 5.1), narrowed here only
 * when the caller names an execution.
 */
export const listAnnouncements = async (p: Platform, lang: string, query: AnnouncementsQuery): Promise<Announcements> => {
  const now = p.now().getTime();
  const { announcements } = await contentSnapshot(p);
  const wanted = new Set(query.types);
  const of = (type: LoadedAnnouncement['type']) => (wanted.has(type) ? announcements.filter((a) => a.type === type && live(a, now)) : []);
  const notices = (rows: LoadedAnnouncement[]) => rows.flatMap((a) => noticeOf(a, lang) ?? []);

  return {
    banners: of('B').flatMap((a) => bannerOf(a, lang) ?? []),
    player: notices(of('PL').sort(newestFirst)),
    popup: of('PU')
      .filter((a) => !query.execution || a.execution === query.execution)
      .flatMap((a) => {
        const notice = noticeOf(a, lang);
        if (!notice || !a.execution) return [];
        return [{ ...notice, execution: a.execution, promotionType: a.linkageType === 'promotion' ? a.linkage : null }];
      }),
    promotion: of('PR').flatMap((a) => {
      const notice = noticeOf(a, lang);
      if (!notice) return [];
      const images = [...(a.images ?? [])].sort((x, y) => x.sequence - y.sequence);
      return [
        {
          ...notice,
          announcementImages: images.map((i) => ({ sequence: i.sequence, url: expandLang(i.url, lang) })),
          linkageType: a.linkageType,
          linkage: a.linkage,
        },
      ];
    }),
    help: notices(of('H')),
  };
};
