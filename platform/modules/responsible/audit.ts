import type { Db, Tx } from '../../db/index.ts';
import { responsibleAudit } from '../../db/schema/index.ts';

/** Who acts: the member from their session (with its address), or an operator by name. */
export type Actor = { type: 'member'; ip: string | null } | { type: 'operator'; name: string };

/** One line of the centre's audit log, in the transaction of the change it records. */
export const writeAudit = async (on: Db | Tx, memberId: number, actor: Actor, action: string, detail: Record<string, unknown>, at: Date): Promise<void> => {
  await on.insert(responsibleAudit).values({
    memberId,
    action,
    actor: actor.type === 'member' ? 'member' : `operator:${actor.name}`,
    detail,
    ip: actor.type === 'member' ? actor.ip : null,
    at,
  });
};
