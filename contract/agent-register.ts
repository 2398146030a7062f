import { z } from 'zod';
import { FIELD_MAX } from './limits.ts';

/*
 * The agent centre's register centre (module AFFMAN3): what the agent may create, and the call that
 * creates a downline, a player or a sub-agent, with a first password it must change at its first
 * login. The relay names are ours, in the contract's `<SERVICE>_<method>` style.
 */

/**
 * An agent's rights: the contracts it may offer its downlines (SPEC section 6: dividend, daily,
 * hourly and real-time salary). A sub-agent gets some of its creator's rights, never more.
 */
export const AGENT_RIGHTS = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type AgentRight = (typeof AGENT_RIGHTS)[number];

/**
 * The agent type codes an agent may give a sub-agent: SPEC's agent codes but 1, which marks an
 * agent at the top of a team, made by the operator.
 */
export const SUB_AGENT_TYPES = [2, 41, 42] as const;

export const registerCentreSchema = z.object({
  /** The agent's own affiliate code: the link built with it brings members into its team. */
  affiliateCode: z.string().nullable(),
  rights: z.array(z.enum(AGENT_RIGHTS)),
  subAgentTypes: z.array(z.number().int()),
});
export type RegisterCentre = z.infer<typeof registerCentreSchema>;

export const createDownlineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('member'),
    username: z.string().trim().min(1).max(FIELD_MAX.username),
    password: z.string().min(1).max(FIELD_MAX.password),
    nickname: z.string().trim().min(1).max(FIELD_MAX.name),
  }),
  z.object({
    kind: z.literal('agent'),
    username: z.string().trim().min(1).max(FIELD_MAX.username),
    password: z.string().min(1).max(FIELD_MAX.password),
    nickname: z.string().trim().min(1).max(FIELD_MAX.name),
    type: z.number().int(),
    rights: z.array(z.enum(AGENT_RIGHTS)).max(AGENT_RIGHTS.length),
  }),
]);
export type CreateDownline = z.infer<typeof createDownlineSchema>;

export const createdDownlineSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  /** A new sub-agent's own affiliate code; null for a player. */
  affiliateCode: z.string().nullable(),
});
export type CreatedDownline = z.infer<typeof createdDownlineSchema>;
