import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../platform/schema-helpers';

/** The member's profit and loss (SPEC personalProfit; docs/referral.md "Personal profit"). */
export const PERSONAL_PROFIT_PATH = '/wps/game/profit';
/** The longest range one request may ask for, in days (the page's presets are 7 and 30). */
export const PROFIT_MAX_DAYS = 92;

const Day = Type.String({ format: 'date', description: "yyyy-MM-dd in the brand's time zone, included" });

export const PersonalProfitQuerySchema = Type.Object({
  from: Day,
  to: Day,
  language: Type.Optional(Type.String({ maxLength: 16, description: "'bn' or 'en'; else the Language header" })),
});

/** One group's sums over settled bets (money in minor units): the member's net is payout − stake. */
const Figures = {
  count: Type.Integer({ minimum: 0 }),
  stake: Type.Number(),
  payout: Type.Number(),
  net: Type.Number({ description: 'payout − stake: above 0 the member won' }),
};

export const ProfitLineSchema = Type.Object({ ...Figures });

export const PersonalProfitSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  days: Type.Array(Type.Object({ day: Type.String({ description: 'the settlement day, brand time zone' }), ...Figures })),
  gameTypes: Type.Array(Type.Object({ gameType: Nullable(Type.String()), ...Figures })),
  vendors: Type.Array(Type.Object({ vendor: Type.String(), vendorName: Type.String(), ...Figures })),
  totals: ProfitLineSchema,
});

export type PersonalProfitQuery = Static<typeof PersonalProfitQuerySchema>;
export type PersonalProfit = Static<typeof PersonalProfitSchema>;
