import { signedHeaders } from './signature';

/** The seamless wallet calls a vendor makes (docs/vendor-wallet.md, part 1). */
export type WalletAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'adjust';

/** A seamless wallet answer: `status` always, the rest per call. */
export interface WalletAnswer {
  status: string;
  balance?: number;
  playerId?: string;
  sessionToken?: string;
  currency?: string;
  language?: string;
  nickname?: string;
  funPlay?: boolean;
  walletTransactionId?: string | null;
  message?: string;
  /** adjust: what a take-back could not take from the player (owed). */
  shortfall?: number;
}

export type HeardReply = { heard: true; httpStatus: number; answer: WalletAnswer };

/**
 * `heard`: Khela answered for certain (200 with a status, or a 400/401 refusal it does not
 * remember). Anything else (time-out, connection error, 5xx, an unreadable body) leaves the
 * call's fate unknown: the contract says to send it again with the same transaction id.
 */
export type WalletReply = HeardReply | { heard: false; problem: string };

export interface SeamlessWalletOptions {
  /** The api's base address (API_URL). */
  apiUrl: string;
  /** The secret the api keeps for the vendor (its vendor_wallets.secret). */
  secret: string;
  /** Time-out of one call. */
  timeoutMs: number;
}

/** One vendor code's calls (a vendor that is only ever itself, as the house). */
export interface VendorWallet {
  readonly vendorCode: string;
  call(action: WalletAction, body: Record<string, unknown>): Promise<WalletReply>;
  callUntilHeard(action: WalletAction, body: Record<string, unknown>, delaysMs: readonly number[]): Promise<WalletReply>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls Khela's seamless wallet API as a vendor, signed over the exact body it sends. It knows the
 * api only through that contract (its addresses, headers and answers), never through api code.
 */
export class SeamlessWalletClient {
  private readonly base: string;

  constructor(private readonly options: SeamlessWalletOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
  }

  async call(vendorCode: string, action: WalletAction, body: Record<string, unknown>): Promise<WalletReply> {
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${this.base}/vendor-wallet/v1/${action}`, {
        method: 'POST',
        body: raw,
        headers: signedHeaders(vendorCode, this.options.secret, raw),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      return { heard: false, problem: error instanceof Error ? error.message : String(error) };
    }
    const answer = (await response.json().catch(() => null)) as WalletAnswer | null;
    const definite = response.status === 200 || response.status === 400 || response.status === 401;
    if (!definite || typeof answer?.status !== 'string') return { heard: false, problem: `HTTP ${response.status}` };
    return { heard: true, httpStatus: response.status, answer };
  }

  /** The same call again until Khela answers for certain, waiting `delaysMs[i]` before retry i. */
  async callUntilHeard(vendorCode: string, action: WalletAction, body: Record<string, unknown>, delaysMs: readonly number[]): Promise<WalletReply> {
    let reply = await this.call(vendorCode, action, body);
    for (const delay of delaysMs) {
      if (reply.heard) break;
      await wait(delay);
      reply = await this.call(vendorCode, action, body);
    }
    return reply;
  }

  forVendor(vendorCode: string): VendorWallet {
    return {
      vendorCode,
      call: (action, body) => this.call(vendorCode, action, body),
      callUntilHeard: (action, body, delaysMs) => this.callUntilHeard(vendorCode, action, body, delaysMs),
    };
  }
}

/** An answer of OK, read from a reply. */
export const isOk = (reply: WalletReply): reply is HeardReply => reply.heard && reply.answer.status === 'OK';
