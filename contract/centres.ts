import { z } from 'zod';

/*
 * The card-games centre's rooms (`GLS2_roomList`) and the live centre's tables with their chat
 * (`CBS_modelList`, `CBS_launchChat`, module CBS3). CONTRACT.md 1.5 names the calls and
 * `value.chatUrl`; the rest of the shapes are ours.
 */

export const ROOM_STATUSES = ['waiting', 'playing', 'full'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** How often the card-games centre asks for its rooms again while the tab is visible. */
export const ROOM_REFRESH_MS = 10_000;

export const roomListQuerySchema = z.object({
  /** One game's rooms; every room when absent. */
  gameId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  language: z.string().max(8).optional(),
});

export const roomSchema = z.object({
  roomId: z.number().int(),
  gameId: z.number().int(),
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  /** Minor units, as a decimal string of an integer; `stakeText` is the wire's 2-decimal amount. */
  stake: z.string(),
  stakeText: z.string(),
  currency: z.string(),
  seatsTaken: z.number().int().min(0),
  seatsTotal: z.number().int().positive(),
  status: z.enum(ROOM_STATUSES),
});
export type Room = z.infer<typeof roomSchema>;

export const roomListSchema = z.object({
  list: z.array(roomSchema),
  /** The games that have rooms, for the filter. */
  games: z.array(z.object({ gameId: z.number().int(), gameName: z.string() })),
  /** Epoch ms of the server's clock when it answered. */
  updatedAt: z.number().int(),
});
export type RoomList = z.infer<typeof roomListSchema>;

export const modelListQuerySchema = z.object({ language: z.string().max(8).optional() });

export const liveTableSchema = z.object({
  tableId: z.number().int(),
  gameId: z.number().int(),
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  dealerName: z.string(),
  /** The dealer's picture, from this site. */
  imageUrl: z.string(),
  open: z.boolean(),
  /** Opening hours as `HH:mm` in UTC. */
  opensAt: z.string(),
  closesAt: z.string(),
});
export type LiveTable = z.infer<typeof liveTableSchema>;

export const modelListSchema = z.object({ list: z.array(liveTableSchema) });

export const launchChatQuerySchema = z.object({
  tableId: z.coerce.number().int().positive().max(2_147_483_647),
  language: z.string().max(8).optional(),
});

export const launchChatSchema = z.object({ chatUrl: z.string() });

/** The longest chat message, in characters (code points) after trimming. */
export const CHAT_MESSAGE_MAX = 280;
/** How often an open chat page asks for new messages. */
export const CHAT_POLL_MS = 3_000;
/** How many of the latest messages a chat page shows. */
export const CHAT_HISTORY = 50;

export const chatPostSchema = z.object({ text: z.string().max(CHAT_MESSAGE_MAX * 4) });

export const chatMessageSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  /** Epoch ms. */
  at: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesQuerySchema = z.object({ after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() });
