import { randomBytes } from 'node:crypto';

export type PayStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'FAILED';
export type PayLanguage = 'bn' | 'en';

export interface NewPayOrder {
  merchantId: string;
  orderNo: string;
  /** Minor units, as the decimal string the merchant sent. */
  amount: string;
  currency: string;
  channel: string;
  notifyUrl: string;
  returnUrl: string;
  lang: PayLanguage;
}

export interface NotificationState {
  attempts: number;
  delivered: boolean;
  lastError: string | null;
}

export interface PayOrder extends NewPayOrder {
  tradeNo: string;
  status: PayStatus;
  createdAt: Date;
  decidedAt: Date | null;
  notification: NotificationState;
}

/**
 * The gateway's orders, in memory: a sandbox plays one gateway for one run. Each merchant order
 * number opens one gateway order; opening it again returns the same one.
 */
export class PayOrders {
  private readonly byTradeNo = new Map<string, PayOrder>();
  private readonly byMerchantOrder = new Map<string, PayOrder>();

  open(input: NewPayOrder): { order: PayOrder; created: boolean } {
    const known = this.byMerchantOrder.get(`${input.merchantId}\u0000${input.orderNo}`);
    if (known) return { order: known, created: false };
    const order: PayOrder = {
      ...input,
      tradeNo: `T${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`,
      status: 'PENDING',
      createdAt: new Date(),
      decidedAt: null,
      notification: { attempts: 0, delivered: false, lastError: null },
    };
    this.byTradeNo.set(order.tradeNo, order);
    this.byMerchantOrder.set(`${input.merchantId}\u0000${input.orderNo}`, order);
    return { order, created: true };
  }

  get(tradeNo: string): PayOrder | undefined {
    return this.byTradeNo.get(tradeNo);
  }

  /** PENDING → a final status, once; false when the order was decided already. */
  decide(order: PayOrder, status: Exclude<PayStatus, 'PENDING'>): boolean {
    if (order.status !== 'PENDING') return false;
    order.status = status;
    order.decidedAt = new Date();
    return true;
  }
}
