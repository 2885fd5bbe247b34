import type { Queryable } from '../../platform/db/db';
import type { Language } from '../../platform/i18n/language';
import { page, type PageRequest } from '../../platform/paging';
import { type BetRecord, type BetStatus, type BetTotals, moneyToWire, type Page } from '@khela/contracts';
// The brand-calendar day range the payments records use: [from 00:00, to + 1 day 00:00) in the brand's zone.
import { Filters } from '../../platform/sql-filters';
import { BET_VENDOR_NAME_SQL, betGameNameSql } from './bet-names';

export interface BetRecordFilter {
  gameType?: string;
  vendor?: string;
  status?: BetStatus;
  /** yyyy-MM-dd in the brand's time zone, both ends included. */
  from?: string;
  to?: string;
}

export interface Bettor {
  merchantCode: string;
  memberId: string;
  timeZone: string;
}

/** A bet as the records' statements select it (the agents' team betting adds the account). */
export interface BetRow {
  id: string;
  vendor: string;
  vendorName: string;
  gameType: string | null;
  gameCode: string;
  gameName: string | null;
  roundId: string;
  stake: string;
  payout: string | null;
  status: BetStatus;
  placedAt: Date | string;
  settledAt: Date | string | null;
  detail?: BetRecord['detail'];
}

interface TotalsRow {
  count: number;
  stake: string;
  payout: string;
  net: string;
}

/**
 * The two statements of a record page, exposed so a test can check their plans: both start from
 * the member's own bets at the brand (index bets_member: merchant_code, member_id, placed_at DESC).
 */
export function betRecordQueries(bettor: Bettor, filter: BetRecordFilter, request: PageRequest, language: Language) {
  const filters = new Filters()
    .add((p) => `b.merchant_code = ${p}`, bettor.merchantCode)
    .add((p) => `b.member_id = ${p}`, bettor.memberId);
  if (filter.gameType) filters.add((p) => `b.game_type = ${p}`, filter.gameType);
  if (filter.vendor) filters.add((p) => `b.vendor_code = ${p}`, filter.vendor);
  if (filter.status) filters.add((p) => `b.status = ${p}`, filter.status);
  filters.dayRange('b.placed_at', bettor.timeZone, filter.from, filter.to);

  const totals = {
    sql: `SELECT count(*)::int AS count,
                 COALESCE(sum(b.stake) FILTER (WHERE b.status <> 'rolled_back'), 0)::text AS stake,
                 COALESCE(sum(b.payout) FILTER (WHERE b.status = 'settled'), 0)::text AS payout,
                 COALESCE(sum(b.payout - b.stake) FILTER (WHERE b.status = 'settled'), 0)::text AS net
            FROM bets b ${filters.where}`,
    params: filters.params,
  };
  const limit = filters.limit(request);
  const rows = {
    sql: `SELECT b.id::text AS id, b.vendor_code AS vendor, ${BET_VENDOR_NAME_SQL} AS "vendorName",
                 b.game_type AS "gameType", b.game_code AS "gameCode", ${betGameNameSql(language)} AS "gameName",
                 b.round_id AS "roundId", b.stake::text AS stake, b.payout::text AS payout, b.status,
                 b.placed_at AS "placedAt", b.settled_at AS "settledAt",
                 (SELECT d.detail FROM bet_details d WHERE d.transaction_id = b.transaction_id AND d.vendor_code = b.vendor_code) AS detail
            FROM bets b ${filters.where}
           ORDER BY b.placed_at DESC, b.id DESC ${limit.sql}`,
    params: limit.params,
  };
  return { totals, rows };
}

const money = (value: string) => moneyToWire(BigInt(value));
const iso = (value: Date | string) => new Date(value).toISOString();

/** A bet on the wire: money in units, the payout and net only once they are known. */
export function toBetRecord(row: BetRow): BetRecord {
  const stake = money(row.stake);
  const payout = row.status === 'open' || row.payout === null ? null : row.status === 'rolled_back' ? 0 : money(row.payout);
  return {
    id: row.id,
    vendor: row.vendor,
    vendorName: row.vendorName,
    gameType: row.gameType,
    gameCode: row.gameCode,
    gameName: row.gameName ?? row.gameCode,
    roundId: row.roundId,
    stake,
    payout,
    net: row.status === 'settled' && payout !== null ? payout - stake : row.status === 'rolled_back' ? 0 : null,
    status: row.status,
    placedAt: iso(row.placedAt),
    settledAt: row.settledAt === null ? null : iso(row.settledAt),
    ...(row.detail && { detail: row.detail }),
  };
}

/**
 * The betting record (SPEC personalHistoryCopy): the member's own bets at its brand as the vendors
 * reported them, newest first, with sums over everything the filters select (not only the page).
 */
export async function readBetRecords(
  db: Queryable,
  bettor: Bettor,
  filter: BetRecordFilter,
  request: PageRequest,
  language: Language,
): Promise<Page<BetRecord> & { totals: BetTotals }> {
  const queries = betRecordQueries(bettor, filter, request, language);
  const [sums] = await db.query<TotalsRow>(queries.totals.sql, queries.totals.params);
  const count = sums?.count ?? 0;
  const rows = count > 0 ? await db.query<BetRow>(queries.rows.sql, queries.rows.params) : [];
  return {
    ...page(rows.map(toBetRecord), count, request),
    totals: { count, stake: money(sums?.stake ?? '0'), payout: money(sums?.payout ?? '0'), net: money(sums?.net ?? '0') },
  };
}
