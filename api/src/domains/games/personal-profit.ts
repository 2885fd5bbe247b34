import { moneyToWire, type PersonalProfit } from '@khela/contracts';
import type { Queryable } from '../../platform/db/db';
import { Filters } from '../../platform/sql-filters';
import { BET_VENDOR_NAME_SQL } from './bet-names';
import type { Bettor } from './bet-records';

interface SumRow {
  key: string | null;
  name?: string;
  count: number;
  stake: string;
  payout: string;
}

const figures = (row: Pick<SumRow, 'count' | 'stake' | 'payout'>) => {
  const stake = BigInt(row.stake);
  const payout = BigInt(row.payout);
  return { count: Number(row.count), stake: moneyToWire(stake), payout: moneyToWire(payout), net: moneyToWire(payout - stake) };
};

/**
 * The member's profit and loss (SPEC personalProfit): their settled bets of every kind the site
 * records in `bets` (house games, seamless vendors, lottery, sportsbook), by the day they settled
 * in the brand's zone, by game type and by vendor, with totals. A bet counts once it is settled;
 * open and rolled-back bets are not profit or loss. Net is payout − stake (above 0 the member won).
 */
export async function readPersonalProfit(db: Queryable, bettor: Bettor, from: string, to: string): Promise<PersonalProfit> {
  const filters = new Filters()
    .add((p) => `b.merchant_code = ${p}`, bettor.merchantCode)
    .add((p) => `b.member_id = ${p}`, bettor.memberId)
    .add((p) => `b.status = ${p}`, 'settled');
  filters.dayRange('b.settled_at', bettor.timeZone, from, to);
  // The zone of the day grouping is the days statement's own last parameter (the others have none to spare).
  const dayParams = [...filters.params, bettor.timeZone];
  const zone = `$${dayParams.length}`;
  const sums = 'count(*)::int AS count, COALESCE(sum(b.stake), 0)::text AS stake, COALESCE(sum(b.payout), 0)::text AS payout';
  const [days, gameTypes, vendors, [totals]] = await Promise.all([
    db.query<SumRow>(`SELECT to_char(b.settled_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS key, ${sums} FROM bets b ${filters.where} GROUP BY 1 ORDER BY 1 DESC`, dayParams),
    db.query<SumRow>(`SELECT b.game_type AS key, ${sums} FROM bets b ${filters.where} GROUP BY 1 ORDER BY 1 NULLS LAST`, filters.params),
    db.query<SumRow>(
      `SELECT v.key, min(v.name) AS name, count(*)::int AS count, COALESCE(sum(v.stake), 0)::text AS stake, COALESCE(sum(v.payout), 0)::text AS payout
         FROM (SELECT b.vendor_code AS key, ${BET_VENDOR_NAME_SQL} AS name, b.stake, b.payout FROM bets b ${filters.where}) v
        GROUP BY v.key ORDER BY v.key`,
      filters.params,
    ),
    db.query<SumRow>(`SELECT NULL AS key, ${sums} FROM bets b ${filters.where}`, filters.params),
  ]);
  return {
    from,
    to,
    days: days.map((row) => ({ day: row.key!, ...figures(row) })),
    gameTypes: gameTypes.map((row) => ({ gameType: row.key, ...figures(row) })),
    vendors: vendors.map((row) => ({ vendor: row.key!, vendorName: row.name ?? row.key!, ...figures(row) })),
    totals: figures(totals ?? { count: 0, stake: '0', payout: '0' }),
  };
}
