import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonce } from '@khela/server-kit/http';
import { checkoutPage } from './checkout-page';
import { DEFAULT_RETRY_DELAYS_MS, PayNotifier } from './pay-notifier';
import { type PayLanguage, type PayOrder, PayOrders } from './pay-orders';
import { hasValidSignature, withSignature } from '@khela/server-kit/gateway';

export interface PayOptions {
  /** Shared with the api (PAYMENT_GATEWAY_SECRET there): signs requests and notifications. */
  secret: string;
  /** Where payers reach the gateway's pages; default: the address the merchant called it on. */
  publicUrl?: string;
  /** Waits between notification retries (default 1 s … 8 h). */
  retryDelaysMs?: readonly number[];
  /** An order not confirmed or cancelled within this fails (default 30 minutes). */
  orderTtlMs?: number;
}

/** Requests signed longer ago (or later) than this are refused: a captured request cannot be replayed later. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const NOTIFY_TIMEOUT_MS = 10_000;

type Body = Record<string, string | number | null | undefined>;

const language = (raw: unknown): PayLanguage => (raw === 'en' ? 'en' : 'bn');
const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ code: 'FAIL', message });

function httpUrl(raw: unknown): boolean {
  if (typeof raw !== 'string' || raw.length > 2000) return false;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a merchant's signed request must carry to open an order. */
function newOrderProblem(body: Body): string | null {
  for (const name of ['merchantId', 'orderNo', 'amount', 'currency', 'channel', 'notifyUrl', 'returnUrl']) {
    if (typeof body[name] !== 'string' || body[name] === '') return `${name} is required`;
  }
  if (!/^[1-9][0-9]{0,15}$/.test(String(body.amount))) return 'amount must be a positive integer of minor units';
  if (!httpUrl(body.notifyUrl) || !httpUrl(body.returnUrl)) return 'notifyUrl and returnUrl must be http(s) URLs';
  if (Math.abs(Date.now() - Number(body.timestamp)) > CLOCK_SKEW_MS) return 'timestamp is missing or too far from now';
  return null;
}

/**
 * The sandbox payment gateway, as a real one works (docs/payments.md):
 *   POST /pay/orders                    merchant opens an order (signed) → { tradeNo, payUrl } (signed)
 *   GET  /pay/checkout/:tradeNo?lang=   the payer's page: confirm or cancel, in Bengali or English
 *   POST /pay/checkout/:tradeNo/confirm|cancel   the payer decides → back to the merchant's returnUrl
 *   GET  /pay/orders/:tradeNo           merchant asks an order's state (signed query)
 *   POST /pay/orders/:tradeNo/notify    merchant asks the notification again (signed)
 * Each decision is notified to the merchant's notifyUrl, signed, retried until acknowledged.
 */
export const payRoutes: FastifyPluginAsync<PayOptions> = async (app, options) => {
  const orders = new PayOrders();
  const notifier = new PayNotifier({ secret: options.secret, retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS, timeoutMs: NOTIFY_TIMEOUT_MS, log: app.log });
  const expiries = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    notifier.close();
    for (const timer of expiries) clearTimeout(timer);
  });

  const decide = (order: PayOrder, status: 'PAID' | 'CANCELLED' | 'FAILED'): void => {
    if (orders.decide(order, status)) notifier.start(order);
  };

  const expireLater = (order: PayOrder): void => {
    const timer = setTimeout(() => {
      expiries.delete(timer);
      decide(order, 'FAILED');
    }, options.orderTtlMs ?? 30 * 60 * 1000);
    timer.unref();
    expiries.add(timer);
  };

  const publicBase = (request: FastifyRequest) => (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  /** A merchant's signed call about one of its orders, or null (the reply is sent). */
  const merchantOrder = (request: FastifyRequest<{ Params: { tradeNo: string } }>, fields: Body, reply: FastifyReply): PayOrder | null => {
    if (!hasValidSignature(fields, options.secret)) {
      void fail(reply, 401, 'bad signature');
      return null;
    }
    const order = fields.tradeNo === request.params.tradeNo ? orders.get(request.params.tradeNo) : undefined;
    if (!order || order.merchantId !== fields.merchantId) {
      void fail(reply, 404, 'unknown order');
      return null;
    }
    return order;
  };

  const stateOf = (order: PayOrder) =>
    withSignature(
      {
        code: 'SUCCESS',
        merchantId: order.merchantId,
        orderNo: order.orderNo,
        tradeNo: order.tradeNo,
        amount: order.amount,
        status: order.status,
        notifyAttempts: order.notification.attempts,
        notified: order.notification.delivered ? 'yes' : 'no',
      },
      options.secret,
    );

  app.post<{ Body: Body }>('/pay/orders', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    if (!hasValidSignature(body, options.secret)) return fail(reply, 401, 'bad signature');
    const problem = newOrderProblem(body);
    if (problem) return fail(reply, 400, problem);
    const { order, created } = orders.open({
      merchantId: String(body.merchantId),
      orderNo: String(body.orderNo),
      amount: String(body.amount),
      currency: String(body.currency),
      channel: String(body.channel),
      notifyUrl: String(body.notifyUrl),
      returnUrl: String(body.returnUrl),
      lang: language(body.lang),
    });
    // The same order number again is the same order, unless it is not the same payment.
    if (!created && (order.amount !== String(body.amount) || order.currency !== String(body.currency))) return fail(reply, 409, 'order number already used');
    if (created) expireLater(order);
    const payUrl = `${publicBase(request)}/pay/checkout/${order.tradeNo}?lang=${order.lang}`;
    return withSignature({ code: 'SUCCESS', merchantId: order.merchantId, orderNo: order.orderNo, tradeNo: order.tradeNo, payUrl }, options.secret);
  });

  app.get<{ Params: { tradeNo: string }; Querystring: Body }>('/pay/orders/:tradeNo', async (request, reply) => {
    const order = merchantOrder(request, request.query, reply);
    return order ? stateOf(order) : reply;
  });

  app.post<{ Params: { tradeNo: string }; Body: Body }>('/pay/orders/:tradeNo/notify', async (request, reply) => {
    const order = merchantOrder(request, (request.body ?? {}) as Body, reply);
    if (!order) return reply;
    if (order.status === 'PENDING') return fail(reply, 409, 'the order is not decided yet');
    await notifier.sendNow(order);
    return stateOf(order);
  });

  app.get<{ Params: { tradeNo: string }; Querystring: { lang?: string } }>('/pay/checkout/:tradeNo', async (request, reply) => {
    const order = orders.get(request.params.tradeNo);
    if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('Unknown payment / অজানা পেমেন্ট');
    const lang = request.query.lang === undefined ? order.lang : language(request.query.lang);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(checkoutPage(order, lang, cspNonce(reply)));
  });

  for (const [action, status] of [['confirm', 'PAID'], ['cancel', 'CANCELLED']] as const) {
    app.post<{ Params: { tradeNo: string }; Body: { lang?: string } }>(`/pay/checkout/:tradeNo/${action}`, async (request, reply) => {
      const order = orders.get(request.params.tradeNo);
      if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('Unknown payment / অজানা পেমেন্ট');
      decide(order, status);
      if (order.status !== status) {
        // Decided already the other way (or expired): show the outcome instead of pretending.
        return reply.code(409).type('text/html; charset=utf-8').send(checkoutPage(order, language(request.body?.lang), cspNonce(reply)));
      }
      const back = new URL(order.returnUrl);
      back.searchParams.set('orderNo', order.orderNo);
      return reply.redirect(back.toString(), 303);
    });
  }
};
