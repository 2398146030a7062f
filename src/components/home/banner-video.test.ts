import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS } from '../../../contract/content.ts';
import { bannerVideoOf } from './banner-video.ts';

const embed = (link: string, lang = 'EN') => {
  const video = bannerVideoOf(link, lang);
  if (!video.ok) throw new Error(video.reason);
  return new URL(video.embedUrl);
};

describe('banner video links', () => {
  it('plays YouTube links of every shape from the no-cookie host', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=4',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      const url = embed(link);
      expect(url.origin).toBe('https://www.youtube-nocookie.com');
      expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    }
  });

  it('plays Vimeo links from the Vimeo player', () => {
    expect(embed('https://vimeo.com/76979871').pathname).toBe('/video/76979871');
    expect(embed('https://player.vimeo.com/video/76979871').origin).toBe('https://player.vimeo.com');
  });

  it('maps the site language to the player language', () => {
    expect(embed('https://youtu.be/dQw4w9WgXcQ', 'EN').searchParams.get('hl')).toBe('en');
    expect(embed('https://youtu.be/dQw4w9WgXcQ', 'TY').searchParams.get('cc_lang_pref')).toBe('tl');
    expect(embed('https://youtu.be/dQw4w9WgXcQ', 'CN').searchParams.get('hl')).toBe('zh');
    expect(embed('https://youtu.be/dQw4w9WgXcQ', 'VI').searchParams.get('hl')).toBe('vi');
    expect(embed('https://vimeo.com/76979871', 'TH').searchParams.get('texttrack')).toBe('th');
    expect(embed('https://youtu.be/dQw4w9WgXcQ', 'KO').searchParams.has('hl')).toBe(false);
  });

  it('refuses links from anywhere else, or without a video', () => {
    expect(bannerVideoOf('https://evil.example/watch?v=dQw4w9WgXcQ', 'EN')).toEqual({ ok: false, reason: 'host' });
    expect(bannerVideoOf('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'EN')).toEqual({ ok: false, reason: 'host' });
    expect(bannerVideoOf('http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'EN')).toEqual({ ok: false, reason: 'host' });
    expect(bannerVideoOf('javascript:alert(1)', 'EN')).toEqual({ ok: false, reason: 'host' });
    expect(bannerVideoOf('not a link', 'EN')).toEqual({ ok: false, reason: 'not-a-url' });
    expect(bannerVideoOf('https://www.youtube.com/watch?v=<script>', 'EN')).toEqual({ ok: false, reason: 'no-video-id' });
  });

  it('frames only from the origins the CSP allows', () => {
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      expect(VIDEO_EMBED_ORIGINS).toContain(embed(link).origin);
    }
  });
});
