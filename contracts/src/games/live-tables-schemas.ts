import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';
import { GameSchema } from './games-schemas';

/**
 * SPEC §7 "live model list and launch chat" (docs/spec-sweep.md): the brand's live tables with
 * their dealers ("models") and state, and the opening of a table's chat.
 */

/** A table's code in the catalogue: what a bad id is checked against before anything is read. */
export const LIVE_TABLE_CODE_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';
/** At most this many tables a brand lists. */
export const LIVE_TABLES_MAX = 20;
export const LIVE_DEALER_NAME_MAX = 40;

/** betting: the round takes bets; dealing: the round is closed or showing its result, the next opens soon; closed: the table does not answer. */
export const LIVE_TABLE_STATUSES = ['betting', 'dealing', 'closed'] as const;
export type LiveTableStatus = (typeof LIVE_TABLE_STATUSES)[number];
/** The vendor's phases of a round (docs/house.md "Live table"). */
export const LIVE_ROUND_PHASES = ['open', 'last_call', 'closed', 'result'] as const;
export type LiveRoundPhase = (typeof LIVE_ROUND_PHASES)[number];

export const LiveDealerSchema = Type.Object({
  name: Type.String({ description: 'In the asked language' }),
  picture: Nullable(Type.String(), { description: 'An https address or a path of the site; null: the page draws the initials' }),
});

export const LiveTableSchema = Type.Object({
  game: GameSchema,
  dealer: LiveDealerSchema,
  status: StringEnum(LIVE_TABLE_STATUSES),
  round: Nullable(
    Type.Object({
      number: Type.Integer({ minimum: 0 }),
      phase: StringEnum(LIVE_ROUND_PHASES),
      secondsLeft: Type.Integer({ minimum: 0, description: 'Of betting; 0 outside it' }),
    }),
    { description: 'The current round as the table says; null when the table does not answer' },
  ),
  players: Type.Integer({ minimum: 0, description: "Members of this brand with a bet on the current round" }),
  limits: Nullable(Type.Object({ minStake: Type.Integer({ description: 'Paisa' }), maxStake: Type.Integer({ description: 'Paisa' }) })),
});
export type LiveTable = Static<typeof LiveTableSchema>;

export const LiveTablesQuerySchema = Type.Object({
  language: Type.Optional(Type.String({ maxLength: 8 })),
});

export const LiveTablesValueSchema = Type.Object({
  tables: Type.Array(LiveTableSchema, { maxItems: LIVE_TABLES_MAX }),
});
export type LiveTablesValue = Static<typeof LiveTablesValueSchema>;

export const LiveChatQuerySchema = Type.Object({
  gameCode: Type.String({ pattern: LIVE_TABLE_CODE_PATTERN, description: 'The table (its game code), from the live model list' }),
  language: Type.Optional(Type.String({ maxLength: 8 })),
});

export const LiveChatValueSchema = Type.Object({
  table: LiveTableSchema,
  chat: Type.Object({
    popup: Type.Literal('chat', { description: "The site's chat room popup (docs/chat.md), the member's channel" }),
    subject: Type.String({ description: 'What the conversation is about: the table, its dealer and round, in the asked language' }),
  }),
});
export type LiveChatValue = Static<typeof LiveChatValueSchema>;

/** An operator's list: the order given is the order shown. */
export const LiveTableSettingSchema = Type.Object({
  gameCode: Type.String({ maxLength: 64 }),
  dealerNameBn: Type.String({ maxLength: 200 }),
  dealerNameEn: Type.String({ maxLength: 200 }),
  dealerPicture: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type LiveTableSetting = Static<typeof LiveTableSettingSchema>;

export const LiveTablesBodySchema = Type.Object({
  tables: Type.Array(LiveTableSettingSchema, { maxItems: LIVE_TABLES_MAX }),
});

const StoredLiveTableSchema = Type.Object({
  gameCode: Type.String(),
  vendorCode: Type.String(),
  dealerNameBn: Type.String(),
  dealerNameEn: Type.String(),
  dealerPicture: Nullable(Type.String()),
});
export type StoredLiveTable = Static<typeof StoredLiveTableSchema>;

export const LiveTablesChangeSchema = Type.Object({
  merchant: Type.String(),
  tables: Type.Array(StoredLiveTableSchema),
  previous: Type.Array(StoredLiveTableSchema),
});
export type LiveTablesChange = Static<typeof LiveTablesChangeSchema>;
