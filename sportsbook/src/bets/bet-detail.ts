import { priceToString } from '@khela/contracts/sportsbook';
import type { Queryable } from '@khela/server-kit/db';
import { marketLabel, selectionLabel } from '../pages/book-view';

/**
 * What Khela's betting record shows of a bet (docs/vendor-wallet.md "Bet detail"), sent with the
 * `bet` call: per leg the sport, competition, match, market and selection (both languages, as the
 * book's pages name them) and the odds taken. The result is the record's own (status and payout).
 */
export interface SportsBetDetail {
  kind: 'sports';
  legs: {
    sport: string;
    competition: string;
    event: string;
    market: { bn: string; en: string };
    selection: { bn: string; en: string };
    odds: string;
  }[];
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** The detail of a recorded bet, read from its legs. */
export async function betDetail(db: Queryable, betId: string): Promise<SportsBetDetail> {
  const legs = await db.query<{
    sport: string; competition: string; home: string; away: string; type: string; period: string; specifiers: unknown; code: string; name: string; price: string | number;
  }>(
    `SELECT c.sport, c.name AS competition, e.home, e.away, m.type, m.period, m.specifiers, l.selection_code AS code, s.name, l.price
       FROM bet_legs l JOIN events e ON e.id = l.event_id JOIN competitions c ON c.id = e.competition_id
       JOIN markets m ON m.id = l.market_id JOIN selections s ON s.market_id = l.market_id AND s.code = l.selection_code
      WHERE l.bet_id = $1 ORDER BY l.leg`,
    [betId],
  );
  return {
    kind: 'sports',
    legs: legs.map((leg) => ({
      sport: leg.sport,
      competition: clip(leg.competition),
      event: clip(`${leg.home} v ${leg.away}`),
      market: { bn: clip(marketLabel(leg.type, leg.period, leg.specifiers, 'bn')), en: clip(marketLabel(leg.type, leg.period, leg.specifiers, 'en')) },
      selection: { bn: clip(selectionLabel(leg, leg.code, leg.name, 'bn')), en: clip(selectionLabel(leg, leg.code, leg.name, 'en')) },
      odds: priceToString(BigInt(String(leg.price))),
    })),
  };
}
