/**
 * Member avatars until members upload their own: a silhouette on one of eight backgrounds chosen
 * by the member id, so each member keeps the same picture on every page.
 */
const BACKGROUNDS = ['#1f6feb', '#8957e5', '#bf3989', '#d29922', '#2da44e', '#cf222e', '#0a7c86', '#6e7781'] as const;

const AVATAR_PATH = /^(\d{1,12})\.svg$/;

export const avatarSvg = (memberId: number): string => {
  const background = BACKGROUNDS[memberId % BACKGROUNDS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>Avatar</title><rect width="64" height="64" rx="32" fill="${background}"/><circle cx="32" cy="25" r="11" fill="#fff" fill-opacity="0.92"/><path d="M12 56c2-12 10-18 20-18s18 6 20 18" fill="#fff" fill-opacity="0.92"/></svg>`;
};

/** `/cdn/avatars/<memberId>.svg`; anything else is not found. */
export const avatarResponse = (path: string): Response => {
  const match = AVATAR_PATH.exec(path);
  if (!match) return new Response('Not found', { status: 404 });
  return new Response(avatarSvg(Number(match[1])), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=604800, immutable', 'X-Content-Type-Options': 'nosniff' },
  });
};
