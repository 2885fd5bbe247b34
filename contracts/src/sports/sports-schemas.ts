import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../platform/schema-helpers';

/** Wire schemas of the sports calls (docs/games.md, "Hot matches"). */
export const SPORTS = ['cricket', 'football', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];

export const HotMatchesQuerySchema = Type.Object({
  language: Type.Optional(Type.String({ maxLength: 16, description: "'bn' or 'en'; else the Language header" })),
});

const TeamSchema = Type.Object({
  name: Type.String({ description: 'In the asked language' }),
  logo: Type.String({ description: '/TCG_PROD_IMAGES/TEAM_LOGO/{code}.png under an imageCDNs host' }),
});

const Odds = (description: string) => Type.Number({ description: `${description} (decimal, e.g. 1.85)` });

export const HotMatchSchema = Type.Object({
  matchId: Type.String(),
  sport: StringEnum(SPORTS),
  league: Type.String(),
  home: TeamSchema,
  away: TeamSchema,
  kickoff: Type.String({ format: 'date-time' }),
  odds: Type.Object({
    home: Odds('Home win'),
    draw: Nullable(Odds('Draw'), { description: 'null where the sport has no draw' }),
    away: Odds('Away win'),
  }),
  vendor: Type.String({ description: 'The sports vendor that books the match: its tile launches there' }),
  day: Type.String({ format: 'date', description: "The kickoff's calendar day in the brand's time zone" }),
  eventId: Type.Optional(Type.String({ description: "Khela's own book (vendor KBOOK): the event's id; \"bet now\" launches the book straight into it" })),
  live: Type.Optional(Type.Boolean({ description: 'Under way now (a book event that is live)' })),
});

export const HotMatchesValueSchema = Type.Object({ list: Type.Array(HotMatchSchema) });

export type HotMatchesQuery = Static<typeof HotMatchesQuerySchema>;
export type HotMatch = Static<typeof HotMatchSchema>;
export type HotMatchesValue = Static<typeof HotMatchesValueSchema>;
