import { VIDEO_EMBED_ORIGINS } from './content.ts';

/*
 * The one Permissions-Policy of every response: pages, platform calls and the game server's
 * pages (src/guards/security-headers.ts sends it). What the site uses is allowed where it is
 * used; every other powerful feature is off, for this site and anything it frames.
 */

const PLAYERS = VIDEO_EMBED_ORIGINS.map((origin) => `"${origin}"`);

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // Games play in frames of this site (/seamless, the lottery pages); banner videos in their players.
  autoplay: ['self', ...PLAYERS],
  fullscreen: ['self', ...PLAYERS],
  // Only the video players ask for these, through their frame's allow attribute.
  'encrypted-media': PLAYERS,
  'picture-in-picture': PLAYERS,
  // The member centre's invite link has a copy button.
  'clipboard-write': ['self'],
};

/**
 * Features that nothing on the site uses, among those Chromium knows on every platform: an unknown
 * name is an error in its console, so `bluetooth` and `web-share` (unknown on Linux) are left out.
 */
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'clipboard-read',
  'compute-pressure',
  'display-capture',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'keyboard-map',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

/** The header's value, a structured-field dictionary: `feature=(allowlist)`, `()` for none. */
export const PERMISSIONS_POLICY = [
  ...Object.entries(ALLOWED).map(([feature, allowlist]) => `${feature}=(${allowlist.join(' ')})`),
  ...DENIED.map((feature) => `${feature}=()`),
].join(', ');
