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
