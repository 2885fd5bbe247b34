import { signBody } from './wallet-signature';

export type WalletAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

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
}

/**
 * `heard`: Khela answered for certain (200 with a status, or a 400/401 refusal it does not
 * remember). Anything else (time-out, connection error, 5xx, an unreadable body) leaves the
 * call's fate unknown: the contract says to send it again with the same transaction id.
 */
export type WalletReply = { heard: true; httpStatus: number; answer: WalletAnswer } | { heard: false; problem: string };

export interface WalletClientOptions {
  /** The api's base address (API_URL). */
  apiUrl: string;
  /** The vendor code the api knows the house by (HOUSE). */
  vendorCode: string;
  /** HOUSE_VENDOR_SECRET, the api's vendor_wallets.secret for HOUSE. */
  secret: string;
  /** Time-out of one call. */
  timeoutMs: number;
}

/** Calls Khela's seamless wallet API as the house, signed over the exact body it sends. */
export class WalletClient {
  private readonly base: string;

  constructor(private readonly options: WalletClientOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
  }

  async call(action: WalletAction, body: Record<string, unknown>): Promise<WalletReply> {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    let response: Response;
    try {
      response = await fetch(`${this.base}/vendor-wallet/v1/${action}`, {
        method: 'POST',
        body: raw,
        headers: {
          'content-type': 'application/json',
          'x-vendor-code': this.options.vendorCode,
          'x-timestamp': timestamp,
          'x-signature': signBody(this.options.secret, timestamp, raw),
        },
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
  async callUntilHeard(action: WalletAction, body: Record<string, unknown>, delaysMs: readonly number[]): Promise<WalletReply> {
    let reply = await this.call(action, body);
    for (const delay of delaysMs) {
      if (reply.heard) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
      reply = await this.call(action, body);
    }
    return reply;
  }
}

/** An answer of OK, read from a reply. */
export const isOk = (reply: WalletReply): reply is { heard: true; httpStatus: number; answer: WalletAnswer } => reply.heard && reply.answer.status === 'OK';
