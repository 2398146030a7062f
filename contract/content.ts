import { z } from 'zod';

export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const BANNER_GROUPS = ['w_home', 'w_promotion', 'w_leftmenu', 'w_login', 'w_reg', 'w_register', 'w_forget'] as const;
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export const NOTICES_PER_PAGE = 9;

/** Hosts a banner video may come from; any other link is logged and not played. */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'player.vimeo.com', 'vimeo.com'] as const;
/** True for an https link on one of VIDEO_HOSTS: the only banner videos the site plays. */
export const isVideoUrl = (url: string): boolean => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (VIDEO_HOSTS as readonly string[]).includes(parsed.hostname);
  } catch {
    return false;
  }
};
/** Where banner videos are framed from: the CSP's frame-src and the Permissions-Policy name exactly these. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
/** Site language to the video player's caption language (SPEC section 9). */
export const VIDEO_LANGUAGE: Readonly<Record<string, string>> = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th', ES: 'es' };

export const announcementsQuerySchema = z.object({
  types: z
    .string()
    .max(32)
    .transform((s) => s.split(',').map((t) => t.trim()))
    .pipe(z.array(z.enum(NOTICE_TYPES)).min(1)),
  platform: z.enum(['W', 'M']).default('W'),
  execution: z.enum(EXECUTIONS).optional(),
});

const linkage = {
  linkageType: z.enum(['none', 'url', 'route', 'promotion', 'game']),
  linkage: z.string().nullable(),
};

export const bannerSchema = z.object({
  bannerId: z.number(),
  title: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  mediaType: z.enum(['image', 'video']),
  url: z.string(),
  ...linkage,
});
export type Banner = z.infer<typeof bannerSchema>;

/** `content` is HTML the platform has already sanitised; the client sanitises again before use. */
export const noticeSchema = z.object({ id: z.number(), title: z.string(), content: z.string(), time: z.number() });
export type Notice = z.infer<typeof noticeSchema>;

export const popupSchema = noticeSchema.extend({ execution: z.enum(EXECUTIONS), promotionType: z.string().nullable() });
export type Popup = z.infer<typeof popupSchema>;

export const promotionSchema = noticeSchema.extend({
  announcementImages: z.array(z.object({ sequence: z.number(), url: z.string() })),
  ...linkage,
});

export const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(popupSchema),
  promotion: z.array(promotionSchema),
  help: z.array(noticeSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export const helpEntrySchema = z.object({ tag: z.string(), title: z.string(), content: z.string() });
export const helpCenterSchema = z.array(helpEntrySchema);
export type HelpEntry = z.infer<typeof helpEntrySchema>;

/** `GET /wps/system/helpCenter`: the language falls back to the `Language` header, the device is always WEB here. */
export const helpCenterQuerySchema = z.object({
  lang: z.string().max(8).optional(),
  device: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.literal('WEB'))
    .default('WEB'),
});
