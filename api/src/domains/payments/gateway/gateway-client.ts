import { ApiError } from '../../../platform/errors';
import type { SecretKeys } from '../../../platform/secrets/secret-rotations';
import type { PaymentsOptions } from '../payments-options';
import { hasValidSignature, withSignature } from './gateway-signature';

export interface GatewayOrder {
  merchantId: string;
  orderNo: string;
  amount: bigint;
  currency: string;
  channel: string;
  notifyUrl: string;
  returnUrl: string;
  lang: string;
}

export interface GatewayAcceptance {
  tradeNo: string;
  payUrl: string;
}

const TIMEOUT_MS = 10_000;

/** Where the gateway sends its notifications: on this api's public address. */
export const NOTIFY_PATH = '/wps/payments/gateway/notify';
export const notifyUrl = (options: PaymentsOptions) => `${options.publicApiUrl.replace(/\/+$/, '')}${NOTIFY_PATH}`;

/**
 * Opens an order at the gateway, server to server, signed. The answer is signed too: a payUrl
 * is only handed to the payer when it provably came from the gateway. Any failure is 502
 * payment.gateway.unavailable (the caller rejects the order: no money has moved).
 */
export async function openGatewayOrder(options: PaymentsOptions, keys: SecretKeys, order: GatewayOrder): Promise<GatewayAcceptance> {
  // No gateway configured (production without PAYMENT_GATEWAY_URL): never a default party.
  if (!options.gatewayUrl) throw new ApiError(502, 'payment.gateway.unavailable');
  const body = withSignature(
    {
      merchantId: order.merchantId,
      orderNo: order.orderNo,
      amount: order.amount.toString(),
      currency: order.currency,
      channel: order.channel,
      notifyUrl: order.notifyUrl,
      returnUrl: order.returnUrl,
      lang: order.lang,
      timestamp: Date.now(),
    },
    keys.signWith,
  );
  let answer: Record<string, string | number | null>;
  try {
    const response = await fetch(`${options.gatewayUrl.replace(/\/+$/, '')}/pay/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    throw new ApiError(502, 'payment.gateway.unavailable');
  }
  const accepted =
    answer?.code === 'SUCCESS' &&
    answer.orderNo === order.orderNo &&
    typeof answer.tradeNo === 'string' &&
    typeof answer.payUrl === 'string' &&
    /^https?:\/\//.test(answer.payUrl) &&
    keys.accepted.some((secret) => hasValidSignature(answer, secret));
  if (!accepted) throw new ApiError(502, 'payment.gateway.unavailable');
  return { tradeNo: answer.tradeNo as string, payUrl: answer.payUrl as string };
}
