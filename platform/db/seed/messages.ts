import { inArray } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { sendMessages } from '../../modules/member/index.ts';
import { members } from '../schema/index.ts';
import { SEED_ACCOUNTS } from './identities.ts';

/** What every demo account finds in its inbox, in its language (the seed's accounts use Spanish). */
export const SEED_MESSAGES = [
  {
    title: 'Bienvenido a BetPlay',
    content: 'Tu cuenta está lista. Revisa el centro de seguridad para proteger tu acceso y conoce nuestras promociones.',
  },
  {
    title: 'Juego responsable',
    content: 'Puedes fijar límites de depósito y tiempo de juego desde tu cuenta. Si necesitas ayuda, escríbenos.',
  },
] as const;

export const seedMessages = async (p: Platform) => {
  const rows = await p.db
    .select({ id: members.id })
    .from(members)
    .where(
      inArray(
        members.account,
        SEED_ACCOUNTS.map((a) => a.account),
      ),
    );
  await sendMessages(
    p,
    rows.flatMap(({ id }) => SEED_MESSAGES.map((m) => ({ memberId: id, ...m }))),
  );
};
