import type { Db } from '../../platform/db/db';
import { type Ledger, parsePlayerId, playerIdOf, type PlayerRef, type VendorSettings } from '../wallet';
import { retryOnConflict } from '../../platform/db/retry';
import { consumeLaunchToken, tokenHash } from './launch-tokens';
import { openPlayerSession, PLAYER_SESSION_IDLE_SECONDS, playerExists, touchPlayerSession } from './player-sessions';
import { type VendorAnswer, requestHash } from './vendor-answers';
import { ApiError } from '../../platform/errors';
import type { Language } from '../../platform/i18n/language';
import { translate } from '../../platform/i18n/translate';
import { assertMayBet } from '../safer-gambling';

export interface BetRequest {
  playerId: string;
  sessionToken: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  gameType?: string;
  amount: number;
  /** What the betting record shows beyond the game (docs/vendor-wallet.md "Bet detail"). */
  detail?: object;
}

export interface WinRequest {
  playerId: string;
  transactionId: string;
  roundId: string;
  amount: number;
  betTransactionIds?: string[];
}

export interface RollbackRequest {
  playerId: string;
  transactionId: string;
  betTransactionId: string;
}

export interface AdjustRequest {
  playerId: string;
  transactionId: string;
  betTransactionId: string;
  /** The signed difference against what the bet was paid. */
  amount: number;
}

interface MoneyRow {
  answer: VendorAnswer;
  moved: boolean;
  member_account: string | null;
  house_account: string | null;
}

/** A player id that names nobody: the SQL answers PLAYER_NOT_FOUND (and remembers that answer). */
const NOBODY: PlayerRef = { merchantCode: '', memberId: '0' };

/**
 * The seamless wallet behind the vendor routes. Each money call is one call of its SQL function
 * (migrations/010_vendor_wallets.sql): the replay check, the ledger transfer, the betting record and
 * the remembered answer commit together, in one round trip, so the house account's lock is held
 * for as short a time as possible. Contention errors are retried here and never reach a vendor.
 */
export class SeamlessWallet {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {}

  async authenticate(vendor: VendorSettings, launchToken: string): Promise<VendorAnswer> {
    return this.db.transaction(async (tx) => {
      const grant = await consumeLaunchToken(tx, vendor.code, launchToken);
      if (!grant) return { status: 'INVALID_TOKEN' };
      const sessionToken = await openPlayerSession(tx, grant);
      // The balance a game may stake: main wallet's available money and the usable bonus (repeatable/bonus.sql).
      const [member] = await tx.query<{ nickname: string; available: string | null }>(
        `SELECT m.nickname,
                (coalesce((SELECT a.balance - a.held FROM ledger_accounts a
                            WHERE a.merchant_code = m.merchant_code AND a.kind = 'member_main' AND a.owner_id = m.id AND a.ref = ''), 0)
                 + bonus_available(m.merchant_code, m.id, $2))::text AS available
           FROM members m WHERE m.id = $1`,
        [grant.memberId, vendor.code],
      );
      return {
        status: 'OK',
        playerId: playerIdOf(grant.merchantCode, grant.memberId),
        sessionToken,
        currency: grant.currency,
        language: grant.language,
        nickname: member?.nickname ?? '',
        // Fun play runs on the vendor's demo credit: the real balance is none of its business.
        balance: grant.funPlay ? 0 : Number(member?.available ?? 0),
        funPlay: grant.funPlay,
      };
    });
  }

  async balance(vendor: VendorSettings, playerId: string, sessionToken: string): Promise<VendorAnswer> {
    const player = parsePlayerId(playerId);
    const session = player ? await touchPlayerSession(this.db, vendor.code, player, sessionToken) : null;
    if (!session) return { status: player && (await playerExists(this.db, player)) ? 'SESSION_EXPIRED' : 'PLAYER_NOT_FOUND' };
    return { status: 'OK', balance: session.funPlay ? 0 : Number(session.available), currency: session.currency };
  }

  async bet(vendor: VendorSettings, request: BetRequest, language: Language = 'en'): Promise<VendorAnswer> {
    const player = parsePlayerId(request.playerId) ?? NOBODY;
    const refused = await this.saferRefusal(vendor, player, request, language);
    if (refused) return refused;
    const gameType = request.gameType ?? vendor.gameType;
    // The detail is not part of the replay check: it describes the bet, it does not move money.
    const hash = requestHash('bet', [request.playerId, request.roundId, request.gameCode, gameType, request.amount]);
    const call = 'SELECT * FROM vendor_bet($1, $2, $3, $4, $5::bigint, $6, $7, $8, $9, $10, $11::bigint)';
    // With a detail, one statement takes the bet and stores it (migrations/031_bet_details.sql):
    // the CTE runs the function once; the detail is kept only when the bet was taken.
    const withDetail = `WITH taken AS MATERIALIZED (${call}),
      kept AS (INSERT INTO bet_details (transaction_id, vendor_code, detail)
               SELECT $2, $1, $12::jsonb FROM taken WHERE taken.answer->>'status' = 'OK'
               ON CONFLICT DO NOTHING)
      SELECT answer, moved, member_account::text, house_account::text FROM taken`;
    const params = [
      vendor.code,
      request.transactionId,
      hash,
      player.merchantCode,
      player.memberId,
      tokenHash(request.sessionToken),
      PLAYER_SESSION_IDLE_SECONDS,
      request.roundId,
      request.gameCode,
      gameType,
      String(request.amount),
    ];
    if (request.detail) return this.moneyCall(player, 'vendor_bet_detail', withDetail, [...params, JSON.stringify(request.detail)], true);
    return this.moneyCall(player, 'vendor_bet', call, params);
  }

  /**
   * Safer gambling at the bet (docs/safer-gambling.md): a time-out, self-exclusion, loss or wager
   * limit refuses a new stake (PLAYER_RESTRICTED, nothing moves, nothing remembered), failing closed.
   * A retry of a bet already taken is answered as before: its money moved before the refusal.
   * Wins, rollbacks and adjustments are never checked: a started round settles.
   */
  private async saferRefusal(vendor: VendorSettings, player: PlayerRef, request: BetRequest, language: Language): Promise<VendorAnswer | null> {
    try {
      await assertMayBet(this.db, player.memberId, BigInt(request.amount));
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const [taken] = await this.db.query('SELECT 1 FROM vendor_transactions WHERE vendor_code = $1 AND transaction_id = $2', [vendor.code, request.transactionId]);
      if (taken) return null;
      return { status: 'PLAYER_RESTRICTED', message: translate(language, error.errorCode, error.params) };
    }
  }

  win(vendor: VendorSettings, request: WinRequest): Promise<VendorAnswer> {
    const player = parsePlayerId(request.playerId) ?? NOBODY;
    const bets = request.betTransactionIds ? [...new Set(request.betTransactionIds)].sort() : null;
    const hash = requestHash('win', [request.playerId, request.roundId, request.amount, bets]);
    return this.moneyCall(player, 'vendor_win', 'SELECT * FROM vendor_win($1, $2, $3, $4, $5::bigint, $6, $7::bigint, $8::text[])', [
      vendor.code,
      request.transactionId,
      hash,
      player.merchantCode,
      player.memberId,
      request.roundId,
      String(request.amount),
      bets,
    ]);
  }

  rollback(vendor: VendorSettings, request: RollbackRequest): Promise<VendorAnswer> {
    const player = parsePlayerId(request.playerId) ?? NOBODY;
    const hash = requestHash('rollback', [request.playerId, request.betTransactionId]);
    return this.moneyCall(player, 'vendor_rollback', 'SELECT * FROM vendor_rollback($1, $2, $3, $4, $5::bigint, $6)', [
      vendor.code,
      request.transactionId,
      hash,
      player.merchantCode,
      player.memberId,
      request.betTransactionId,
    ]);
  }

  /** A settled bet's payout corrected by a signed difference (vendor_adjust in the repeatable SQL). */
  adjust(vendor: VendorSettings, request: AdjustRequest): Promise<VendorAnswer> {
    const player = parsePlayerId(request.playerId) ?? NOBODY;
    const hash = requestHash('adjust', [request.playerId, request.betTransactionId, request.amount]);
    return this.moneyCall(player, 'vendor_adjust', 'SELECT * FROM vendor_adjust($1, $2, $3, $4, $5::bigint, $6, $7::bigint)', [
      vendor.code,
      request.transactionId,
      hash,
      player.merchantCode,
      player.memberId,
      request.betTransactionId,
      String(request.amount),
    ]);
  }

  /** name: the prepared statement's name (node-postgres plans each money call once per connection). */
  /** whole: `sql` is the complete statement (a data-modifying WITH must stay at the top level). */
  private async moneyCall(player: PlayerRef, name: string, sql: string, params: unknown[], whole = false): Promise<VendorAnswer> {
    const text = whole ? sql : `SELECT answer, moved, member_account::text, house_account::text FROM (${sql}) AS call`;
    const [row] = await retryOnConflict(() => this.db.query<MoneyRow>(text, params, { name }));
    if (row!.moved) this.announce(player.merchantCode, row!.member_account!, row!.house_account!);
    return row!.answer;
  }

  /** Tells the member's open pages (socket channel) that the main wallet changed. */
  private announce(merchantCode: string, memberAccount: string, houseAccount: string): void {
    const totals = { balance: 0n, held: 0n };
    this.ledger.announceAfterCommit(merchantCode, {
      transferId: '',
      flag: 'single',
      amount: 0n,
      createdAt: new Date(),
      replayed: false,
      debit: { accountId: memberAccount, ...totals },
      credit: { accountId: houseAccount, ...totals },
    });
  }
}
