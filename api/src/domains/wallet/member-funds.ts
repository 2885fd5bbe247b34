import type { Queryable } from '../../platform/db/db';

/**
 * A member's money as the pages show it, read straight from the ledger's accounts (reads never
 * create an account: a member who never had money simply has zeros).
 */
export interface MainWalletTotals {
  /** What the member can spend: posted balance less what pending transfers hold. */
  available: bigint;
  held: bigint;
}

export async function mainWalletTotals(db: Queryable, merchantCode: string, memberId: string): Promise<MainWalletTotals> {
  const [row] = await db.query<{ balance: string; held: string }>(
    `SELECT balance::text, held::text FROM ledger_accounts
      WHERE merchant_code = $1 AND kind = 'member_main' AND owner_id = $2 AND ref = ''`,
    [merchantCode, memberId],
  );
  if (!row) return { available: 0n, held: 0n };
  const held = BigInt(row.held);
  return { available: BigInt(row.balance) - held, held };
}

/**
 * The money on the member's open bonuses (queued or active grants, docs/adr/0016 §2): what their
 * accounts hold available. A closed grant's account is not counted (its money is gone or is cash).
 */
export async function openBonusAvailable(db: Queryable, merchantCode: string, memberId: string): Promise<bigint> {
  const [row] = await db.query<{ bonus: string }>(
    `SELECT COALESCE(sum(a.balance - a.held), 0)::text AS bonus
       FROM bonus_grants g JOIN ledger_accounts a ON a.merchant_code = g.merchant_code AND a.kind = 'member_bonus' AND a.owner_id = g.member_id AND a.ref = g.id::text
      WHERE g.merchant_code = $1 AND g.member_id = $2 AND g.status IN ('queued', 'active')`,
    [merchantCode, memberId],
  );
  return BigInt(row?.bonus ?? 0);
}

export interface GameWalletFunds {
  vendor: string;
  name: string;
  /** Posted money in the game wallet (what a pending transfer out of it holds is still there). */
  balance: bigint;
}

export interface ConsolidatedFunds extends MainWalletTotals {
  games: GameWalletFunds[];
  /** Everything the member owns: available + held + every game wallet. */
  total: bigint;
}

/** The main wallet and every game wallet the member has, each vendor by its display name. */
export async function consolidatedFunds(db: Queryable, merchantCode: string, memberId: string): Promise<ConsolidatedFunds> {
  const main = await mainWalletTotals(db, merchantCode, memberId);
  const rows = await db.query<{ vendor: string; name: string | null; balance: string }>(
    `SELECT a.ref AS vendor, a.balance::text,
            (SELECT v.display_name FROM vendors v WHERE v.code = a.ref ORDER BY v.sort_order, v.game_type LIMIT 1) AS name
       FROM ledger_accounts a
      WHERE a.merchant_code = $1 AND a.kind = 'member_game' AND a.owner_id = $2
      ORDER BY a.ref`,
    [merchantCode, memberId],
  );
  const games = rows.map((row) => ({ vendor: row.vendor, name: row.name ?? row.vendor, balance: BigInt(row.balance) }));
  const total = games.reduce((sum, game) => sum + game.balance, main.available + main.held);
  return { ...main, games, total };
}
