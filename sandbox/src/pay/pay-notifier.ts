import type { FastifyBaseLogger } from 'fastify';
import type { PayOrder } from './pay-orders';
import { withSignature } from '@khela/server-kit/gateway';

/** 1 s, 2 s, 4 s … 8 h: about 16 hours of retries before the gateway gives up on a merchant. */
export const DEFAULT_RETRY_DELAYS_MS = [1, 2, 4, 8, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200, 14400, 28800].map((s) => s * 1000);

export interface NotifierOptions {
  secret: string;
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** The signed notification of an order's outcome, exactly as it is posted to notifyUrl. */
export function notificationOf(order: PayOrder, secret: string) {
  return withSignature(
    {
      merchantId: order.merchantId,
      orderNo: order.orderNo,
      tradeNo: order.tradeNo,
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      paidAt: order.status === 'PAID' && order.decidedAt ? order.decidedAt.toISOString() : undefined,
      timestamp: Date.now(),
    },
    secret,
  );
}

/**
 * Tells merchants how their orders ended: POST notifyUrl with the signed notification until the
 * answer is HTTP 2xx with `"success": true`, retrying with growing delays (the merchant's server
 * may be down for a while). Anything else (an error, a 4xx, a 5xx, no answer) is retried.
 */
export class PayNotifier {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: NotifierOptions) {}

  /** Starts (or restarts) delivery; the first try is now. */
  start(order: PayOrder): void {
    void this.attempt(order, 0);
  }

  /** One delivery try now, whatever the schedule: the "resend notification" button. */
  async sendNow(order: PayOrder): Promise<boolean> {
    return this.deliver(order);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(order: PayOrder, retry: number): Promise<void> {
    if (this.closed || order.notification.delivered) return;
    if (await this.deliver(order)) return;
    const delay = this.options.retryDelaysMs[retry];
    if (delay === undefined || this.closed) {
      this.options.log.warn({ tradeNo: order.tradeNo, attempts: order.notification.attempts }, 'notification given up');
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(order, retry + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private async deliver(order: PayOrder): Promise<boolean> {
    order.notification.attempts += 1;
    try {
      const response = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notificationOf(order, this.options.secret)),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await response.text();
      const acknowledged = response.ok && (JSON.parse(text) as { success?: unknown }).success === true;
      if (acknowledged) {
        order.notification.delivered = true;
        order.notification.lastError = null;
        return true;
      }
      order.notification.lastError = `HTTP ${response.status}: ${text.slice(0, 200)}`;
    } catch (error) {
      order.notification.lastError = error instanceof Error ? error.message : String(error);
    }
    this.options.log.info({ tradeNo: order.tradeNo, attempts: order.notification.attempts, error: order.notification.lastError }, 'notification not acknowledged');
    return false;
  }
}
