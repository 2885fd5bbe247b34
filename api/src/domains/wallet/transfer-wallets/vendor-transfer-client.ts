import { signedVendorHeaders } from '../vendors/vendor-signature';
import type { VendorSettings } from '../vendors/vendor-settings';

export type TransferDirection = 'in' | 'out';

/** What we learnt from the vendor: it applied the transfer, it did not, or we cannot tell yet. */
export type VendorVerdict = 'applied' | 'not_applied' | 'unknown';

export interface VendorReply {
  verdict: VendorVerdict;
  /** A short note of what the vendor said (kept on the transfer for operators). */
  said: string;
}

export interface VendorTransfer {
  transferId: string;
  playerId: string;
  amount: bigint;
  currency: string;
}

/** One round the player played at the vendor, as the vendor's bet records call lists it (docs/vendor-wallet.md, part 4). */
export interface VendorBetRecord {
  betId: string;
  roundId: string;
  gameCode: string;
  stake: bigint;
  payout: bigint;
  placedAt: Date;
  settledAt: Date;
}

/** The vendor's answer to `bets`: the records after a cursor and the player's balance; or why there is none. */
export type VendorBetsReply =
  | { ok: true; balance: bigint; records: VendorBetRecord[]; nextCursor: string }
  | { ok: false; said: string };

const MONEY = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const DATE = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const TEXT = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

/** A record as sent, checked field by field: a vendor's malformed record is refused, never guessed at. */
function betRecordOf(raw: unknown): VendorBetRecord | null {
  const r = raw as Record<string, unknown> | null;
  if (!r || !TEXT(r.betId) || !TEXT(r.roundId) || !TEXT(r.gameCode) || !MONEY(r.stake) || r.stake === 0 || !MONEY(r.payout) || !DATE(r.placedAt) || !DATE(r.settledAt)) return null;
  return { betId: r.betId, roundId: r.roundId, gameCode: r.gameCode, stake: BigInt(r.stake), payout: BigInt(r.payout), placedAt: new Date(r.placedAt), settledAt: new Date(r.settledAt) };
}

/** Statuses that prove the vendor did nothing with the transfer (docs/vendor-wallet.md, part 3). */
const NOT_APPLIED = new Set(['REFUSED', 'INSUFFICIENT_FUNDS', 'INVALID_SIGNATURE', 'INVALID_REQUEST', 'FAILED', 'NOT_FOUND']);

/**
 * Khela's side of a transfer-mode vendor's endpoint: signed calls with the vendor's time-out. Only
 * a clear answer counts; a time-out, a dropped connection or a 5xx is 'unknown', and the transfer
 * stays locked until a status check gets a clear answer.
 */
export class VendorTransferClient {
  /** sandboxUrl null (production without SANDBOX_URL): a vendor without its own api_url has no address. */
  constructor(private readonly sandboxUrl: string | null) {}

  async transfer(vendor: VendorSettings, direction: TransferDirection, transfer: VendorTransfer): Promise<VendorReply> {
    // Nothing can have been sent to a vendor with no address: clearly not applied.
    if (!(vendor.apiUrl ?? this.sandboxUrl)) return { verdict: 'not_applied', said: 'no vendor address configured' };
    const reply = await this.post(vendor, `transfers/${direction}`, { ...transfer, amount: Number(transfer.amount) });
    if (!reply.answer) return { verdict: 'unknown', said: reply.said };
    if (reply.answer.status === 'OK' && reply.answer.transferId === transfer.transferId) return { verdict: 'applied', said: 'OK' };
    return this.judge(reply.answer, reply.said);
  }

  async status(vendor: VendorSettings, transferId: string): Promise<VendorReply> {
    if (!(vendor.apiUrl ?? this.sandboxUrl)) return { verdict: 'not_applied', said: 'no vendor address configured' };
    const reply = await this.post(vendor, 'transfers/status', { transferId });
    if (!reply.answer) return { verdict: 'unknown', said: reply.said };
    if (reply.answer.status === 'DONE' && reply.answer.transferId === transferId) return { verdict: 'applied', said: 'DONE' };
    return this.judge(reply.answer, reply.said);
  }

  /** The player's bet records after `cursor` and their balance at the vendor (one signed call). */
  async bets(vendor: VendorSettings, playerId: string, cursor: string | null, limit: number): Promise<VendorBetsReply> {
    const reply = await this.post(vendor, 'bets', { playerId, cursor, limit });
    const answer = reply.answer;
    if (!answer || answer.status !== 'OK') return { ok: false, said: answer ? `${String(answer.status)} (${reply.said})` : reply.said };
    if (!MONEY(answer.balance) || !Array.isArray(answer.records) || !TEXT(answer.nextCursor)) return { ok: false, said: 'malformed answer' };
    const records = answer.records.map(betRecordOf);
    if (records.some((record) => record === null)) return { ok: false, said: 'malformed bet record' };
    return { ok: true, balance: BigInt(answer.balance), records: records as VendorBetRecord[], nextCursor: answer.nextCursor };
  }

  private judge(answer: Record<string, unknown>, said: string): VendorReply {
    const status = String(answer.status);
    return NOT_APPLIED.has(status) ? { verdict: 'not_applied', said: `${status} ${String(answer.message ?? '')}`.trim() } : { verdict: 'unknown', said };
  }

  private async post(vendor: VendorSettings, action: string, body: Record<string, unknown>): Promise<{ answer: Record<string, unknown> | null; said: string }> {
    const base = (vendor.apiUrl ?? this.sandboxUrl ?? '').replace(/\/+$/, '');
    const text = JSON.stringify(body);
    try {
      const response = await fetch(`${base}/vendor/v1/${action}`, {
        method: 'POST',
        headers: signedVendorHeaders(vendor.code, vendor.secret, text),
        body: text,
        signal: AbortSignal.timeout(vendor.timeoutMs),
      });
      if (response.status >= 500) return { answer: null, said: `HTTP ${response.status}` };
      const answer = (await response.json()) as unknown;
      if (!answer || typeof answer !== 'object' || typeof (answer as { status?: unknown }).status !== 'string') {
        return { answer: null, said: `HTTP ${response.status}, no status` };
      }
      return { answer: answer as Record<string, unknown>, said: `HTTP ${response.status}` };
    } catch (error) {
      return { answer: null, said: (error as Error).name === 'TimeoutError' ? 'timed out' : 'no connection' };
    }
  }
}
