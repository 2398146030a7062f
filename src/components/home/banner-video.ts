import { VIDEO_HOSTS, VIDEO_LANGUAGE } from '../../../contract/content.ts';

/** A banner's video link turned into a player address, or why it may not play. */
export type BannerVideo = { ok: true; provider: 'youtube' | 'vimeo'; embedUrl: string } | { ok: false; reason: 'not-a-url' | 'host' | 'no-video-id' };

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const youtubeIdOf = (url: URL): string | null => {
  const parts = url.pathname.split('/').filter(Boolean);
  const id = url.hostname === 'youtu.be' ? parts[0] : ['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : url.searchParams.get('v');
  return id && YOUTUBE_ID.test(id) ? id : null;
};

const vimeoIdOf = (url: URL): string | null => {
  const parts = url.pathname.split('/').filter(Boolean);
  const id = url.hostname === 'player.vimeo.com' && parts[0] === 'video' ? parts[1] : parts[0];
  return id && VIMEO_ID.test(id) ? id : null;
};

/**
 * Only links from the allowed video sites play (SPEC section 4), framed from the privacy-friendly
 * player host, with captions and player text in the visitor's language where the mapping has one.
 */
export const bannerVideoOf = (link: string, siteLanguage: string): BannerVideo => {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (url.protocol !== 'https:' || !(VIDEO_HOSTS as readonly string[]).includes(url.hostname)) return { ok: false, reason: 'host' };
  const lang = VIDEO_LANGUAGE[siteLanguage.toUpperCase()];
  const vimeo = url.hostname.endsWith('vimeo.com');
  const id = vimeo ? vimeoIdOf(url) : youtubeIdOf(url);
  if (!id) return { ok: false, reason: 'no-video-id' };
  const embed = vimeo ? new URL(`https://player.vimeo.com/video/${id}`) : new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  embed.searchParams.set('autoplay', '1');
  if (!vimeo) embed.searchParams.set('rel', '0');
  if (lang) {
    if (vimeo) embed.searchParams.set('texttrack', lang);
    else {
      embed.searchParams.set('hl', lang);
      embed.searchParams.set('cc_lang_pref', lang);
    }
  }
  return { ok: true, provider: vimeo ? 'vimeo' : 'youtube', embedUrl: embed.toString() };
};
