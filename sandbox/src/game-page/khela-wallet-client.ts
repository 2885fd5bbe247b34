import { signBody } from '../vendor/vendor-signature';

export type WalletAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

/** A seamless wallet answer (docs/vendor-wallet.md, part 1): `status` always, the rest per call. */
export interface WalletAnswer {
  status: string;
  balance?: number;
  playerId?: string;
  sessionToken?: string;
  currency?: string;
  funPlay?: boolean;
  message?: string;
}

/**
 * `heard`: Khela answered for certain (200 with a status, or a 400/401 refusal it does not
 * remember). Anything else (time-out, connection error, 5xx, an unreadable body) leaves the call's
 * fate unknown: the contract says to send it again with the same transaction id.
 */
export type WalletReply = { heard: true; httpStatus: number; answer: WalletAnswer } | { heard: false; problem: string };

export interface KhelaWalletOptions {
  /** The api's base address (API_URL). */
  apiUrl: string;
  /** The vendors' shared secret (SANDBOX_VENDOR_SECRET, in the api's vendor_wallets rows). */
  secret: string;
  timeoutMs: number;
}

/** Calls Khela's seamless wallet API as the vendor, signed over the exact body it sends. */
export class KhelaWalletClient {
  private readonly base: string;

  constructor(private readonly options: KhelaWalletOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
  }

  async call(vendorCode: string, action: WalletAction, body: Record<string, unknown>): Promise<WalletReply> {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    let response: Response;
    try {
      response = await fetch(`${this.base}/vendor-wallet/v1/${action}`, {
        method: 'POST',
        body: raw,
        headers: {
          'content-type': 'application/json',
          'x-vendor-code': vendorCode,
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
  async callUntilHeard(vendorCode: string, action: WalletAction, body: Record<string, unknown>, delaysMs: readonly number[]): Promise<WalletReply> {
    let reply = await this.call(vendorCode, action, body);
    for (const delay of delaysMs) {
      if (reply.heard) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
      reply = await this.call(vendorCode, action, body);
    }
    return reply;
  }
}

/** An answer of OK, read from a reply. */
export const isOk = (reply: WalletReply): reply is { heard: true; httpStatus: number; answer: WalletAnswer } => reply.heard && reply.answer.status === 'OK';
