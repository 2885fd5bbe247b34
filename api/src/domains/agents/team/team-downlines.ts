import type { Downline, DownlinePage, DownlinesQuery, PathStep, TeamAccountKind } from '@khela/contracts';
import type { Queryable } from '../../../platform/db/db';
import { page } from '../../../platform/paging';
import { Filters } from '../../../platform/sql-filters';
import { AGENT_TYPES } from '../../identity';

interface DownlineRow {
  id: string;
  account: string;
  nickname: string;
  type: number;
  level: number;
  registered_at: Date | string;
  last_login_at: Date | string | null;
  team_size: number;
  contracts: Array<{ kind: Downline['contracts'][number]['kind']; gameType: string; rateType: 'P' | 'F'; rate: string }> | null;
}

const SORT_SQL: Record<DownlinesQuery['sort'], string> = {
  registered: 'm.created_at',
  lastLogin: 'last_login_at',
  account: 'm.account',
  teamSize: 'team_size',
  level: 'level',
};

const iso = (value: Date | string) => new Date(value).toISOString();
export const kindOfType = (type: number): TeamAccountKind => (AGENT_TYPES.includes(type) ? 'agent' : 'member');

/**
 * Downline management: the direct downlines of `base` (the caller or a team member the caller
 * drilled into, checked before) or its whole team, each with its level under the caller, its own
 * team size, its last login and the top tier of each contract in force. The caller's row in
 * member_tree (ancestor = caller) is joined on every row, so a row outside the caller's team
 * cannot appear whatever `base` is.
 */
export async function listDownlines(db: Queryable, callerId: string, baseId: string, query: DownlinesQuery): Promise<DownlinePage> {
  const filters = new Filters()
    .add((p) => `c.ancestor_id = ${p}::bigint AND c.depth > 0`, callerId)
    .add((p) => `t.ancestor_id = ${p}::bigint`, baseId);
  filters.add((p) => (query.scope === 'direct' ? `t.depth = ${p}` : `t.depth >= ${p}`), 1);
  const search = query.account?.trim().toLowerCase();
  if (search) filters.add((p) => `strpos(m.account, ${p}) > 0`, search);
  if (query.kind) filters.add((p) => `${query.kind === 'agent' ? '' : 'NOT '}(m.type = ANY(${p}::smallint[]))`, AGENT_TYPES);
  const from = `member_tree t JOIN members m ON m.id = t.descendant_id JOIN member_tree c ON c.descendant_id = m.id`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${filters.where}`, filters.params);
  const total = count?.n ?? 0;
  const request = { pageNo: query.pageNo, pageSize: query.pageSize };
  const limit = filters.limit(request);
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const rows =
    total === 0
      ? []
      : await db.query<DownlineRow>(
          `SELECT m.id::text AS id, m.account, m.nickname, m.type, c.depth AS level, m.created_at AS registered_at,
                  (SELECT max(a.at) FROM login_attempts a WHERE a.member_id = m.id AND a.success) AS last_login_at,
                  (SELECT count(*)::int FROM member_tree s WHERE s.ancestor_id = m.id AND s.depth > 0) AS team_size,
                  (SELECT jsonb_agg(jsonb_build_object('kind', k.kind, 'gameType', k.game_type,
                            'rateType', k.tiers -> (jsonb_array_length(k.tiers) - 1) ->> 'rateType',
                            'rate', k.tiers -> (jsonb_array_length(k.tiers) - 1) ->> 'rate') ORDER BY k.kind, k.game_type)
                     FROM agent_contracts k WHERE k.agent_id = m.id AND k.status = 'in_force' AND jsonb_array_length(k.tiers) > 0) AS contracts
             FROM ${from} ${filters.where}
            ORDER BY ${SORT_SQL[query.sort]} ${direction} NULLS LAST, m.id ${direction} ${limit.sql}`,
          limit.params,
        );
  const records: Downline[] = rows.map((row) => ({
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: Number(row.type),
    kind: kindOfType(Number(row.type)),
    level: Number(row.level),
    registeredAt: iso(row.registered_at),
    lastLoginAt: row.last_login_at === null ? null : iso(row.last_login_at),
    teamSize: Number(row.team_size),
    contracts: row.contracts ?? [],
  }));
  return { ...page(records, total, request), path: await pathTo(db, callerId, baseId) };
}

/** The breadcrumb: the caller (level 0) and each upline down to `baseId`, which is in the caller's team or the caller. */
export async function pathTo(db: Queryable, callerId: string, baseId: string): Promise<PathStep[]> {
  const rows = await db.query<{ id: string; account: string; level: number }>(
    `SELECT m.id::text AS id, m.account, c.depth AS level
       FROM member_tree up
       JOIN member_tree c ON c.ancestor_id = $1::bigint AND c.descendant_id = up.ancestor_id
       JOIN members m ON m.id = up.ancestor_id
      WHERE up.descendant_id = $2::bigint
      ORDER BY c.depth`,
    [callerId, baseId],
  );
  return rows.map((row) => ({ id: row.id, account: row.account, level: Number(row.level) }));
}
