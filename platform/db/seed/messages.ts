import type { Platform } from '../../context.ts';
import { sendBroadcast } from '../../modules/inbox/index.ts';

/** What every demo account finds in its inbox, in Spanish and English, as an operator would send it. */
export const SEED_MESSAGES = [
  {
    titleEs: 'Bienvenido a BetPlay',
    contentEs:
      '<p>Tu cuenta está lista. Revisa el <a href="/member#securityCenter">centro de seguridad</a> para proteger tu acceso y conoce nuestras promociones.</p>',
    titleEn: 'Welcome to BetPlay',
    contentEn:
      '<p>Your account is ready. Visit the <a href="/member#securityCenter">security centre</a> to protect your access, and have a look at our promotions.</p>',
  },
  {
    titleEs: 'Juego responsable',
    contentEs: '<p>Puedes fijar límites de depósito y tiempo de juego desde tu cuenta. Si necesitas ayuda, <strong>escríbenos</strong>.</p>',
    titleEn: 'Responsible gaming',
    contentEn: '<p>You can set deposit and playing-time limits from your account. If you need help, <strong>write to us</strong>.</p>',
  },
] as const;

export const seedMessages = async (p: Platform) => {
  for (const message of SEED_MESSAGES) await sendBroadcast(p, { to: 'all', ...message, by: 'seed' });
};
