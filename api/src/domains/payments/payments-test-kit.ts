import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { forThisFile } from '../../test/for-this-file';
import { memberWithSession, type TestMember } from '../../test/members';
import { createTestApp, envelope, OPERATOR_TOKEN, type TestApp } from '../../test/test-app';
import { hashPassword } from '../identity/passwords/password-hash';
import { mainWallet, platformAccount } from '../wallet/ledger/accounts';
import { Ledger } from '../wallet/ledger/ledger';
import { withSignature } from './gateway/gateway-signature';
import type { PaymentsOptions } from './payments-options';

/**
 * The payments tests' world: the api listening on a real port (the gateway calls it back) and the
 * real sandbox gateway in-process, members with sessions, uplines and payment passwords, and
 * calls as the page, the payer and the operator make them.
 */
export const GATEWAY_SECRET = 'payments-test-gateway-secret';
export const PAYMENT_PASSWORD = '246810';

interface Sandbox {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
  server: { address(): AddressInfo | string | null };
}
interface SandboxModule {
  buildSandbox(options: { pay: { secret: string; retryDelaysMs?: number[]; orderTtlMs?: number }; vendor: { secret: string } }): Promise<Sandbox>;
}

/**
 * The sandbox is its own package (no dependency between the two, and outside this package's
 * rootDir): loaded by path at run time, typed here by what the tests use of it.
 */
const SANDBOX_APP = path.resolve(__dirname, '../../../../sandbox/src/app');
const sandboxModule = async (): Promise<SandboxModule> => (await import(SANDBOX_APP)) as SandboxModule;

export interface PaymentsWorld {
  t: TestApp;
  app: FastifyInstance;
  payments: PaymentsOptions;
  ledger: Ledger;
  apiUrl: string;
  gatewayUrl: string;
  close(): Promise<void>;
}

const urlOf = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function startPaymentsWorld(pay: { orderTtlMs?: number } = {}): Promise<PaymentsWorld> {
  const sandbox = await (await sandboxModule()).buildSandbox({ pay: { secret: GATEWAY_SECRET, retryDelaysMs: [20, 50, 100, 200, 400, 800], ...pay }, vendor: { secret: 'unused' } });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = urlOf(sandbox.server);
  // The api's own address is known only once it listens: the options are read per request.
  const payments: PaymentsOptions = { gatewayUrl, gatewaySecret: GATEWAY_SECRET, publicApiUrl: 'http://127.0.0.1:1' };
  const t = await createTestApp({ payments });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = urlOf(t.app.server);
  payments.publicApiUrl = apiUrl;
  return {
    t,
    app: t.app,
    payments,
    ledger: new Ledger(t.db),
    apiUrl,
    gatewayUrl,
    async close() {
      await sandbox.close();
      await t.close();
    },
  };
}

/** The one payments world of a test file: started before its first test, closed after its last. */
export function paymentsWorldForFile(): PaymentsWorld {
  return forThisFile(() => startPaymentsWorld());
}

export type { TestMember } from '../../test/members';
/** A member of khela with a live session; optionally a payment password and an upline. */
export async function newMember(world: PaymentsWorld, options: { paymentPassword?: string | null; uplineId?: string; type?: number } = {}): Promise<TestMember> {
  const paymentPassword = options.paymentPassword === undefined ? PAYMENT_PASSWORD : options.paymentPassword;
  return memberWithSession(world.t.db, {
    prefix: 'pay',
    type: options.type,
    paymentPasswordHash: paymentPassword === null ? null : await hashPassword(paymentPassword),
    uplineId: options.uplineId ?? null,
  });
}

/** Money for a member to spend, from the operator adjustment account (the test's own ledger entry). */
export async function fund(world: PaymentsWorld, member: TestMember, amount: bigint): Promise<void> {
  await world.ledger.transfer({ key: `test-fund:${randomUUID()}`, kind: 'adjustment', debit: platformAccount('khela', 'adjustment'), credit: mainWallet('khela', member.id), amount });
}

/** The member's main wallet: posted balance and held. */
export async function wallet(world: PaymentsWorld, member: TestMember): Promise<{ balance: bigint; held: bigint }> {
  const { balance, held } = await world.ledger.totals(mainWallet('khela', member.id));
  return { balance, held };
}

export interface Answer<T> {
  status: number;
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
}

/** A member call as the page makes it (JSON body, the session token, a language). */
export async function call<T = Record<string, unknown>>(
  world: PaymentsWorld,
  member: TestMember | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await world.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { language: 'en', ...(member ? { authorization: member.token } : {}), ...headers },
  });
  return { status: response.statusCode, ...envelope<T>(response) };
}

/** An /ops call (the bootstrap token acts as 'system', an admin). */
export async function ops<T = Record<string, unknown>>(world: PaymentsWorld, method: 'GET' | 'POST', url: string, payload?: object, token = OPERATOR_TOKEN): Promise<Answer<T>> {
  const response = await world.app.inject({ method, url, ...(payload === undefined ? {} : { payload }), headers: { 'x-operator-token': token, language: 'en' } });
  return { status: response.statusCode, ...envelope<T>(response) };
}

export const requestId = () => randomUUID();

/**
 * The payer on the gateway's page: opens payUrl, then confirms or cancels. Answers the page's text
 * and where the gateway sent the payer afterwards.
 */
export async function payerDecides(payUrl: string, action: 'confirm' | 'cancel', lang: 'bn' | 'en' = 'en'): Promise<{ page: string; location: string | null; status: number }> {
  const page = await fetch(payUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`gateway page ${page.status}: ${html}`);
  const url = new URL(payUrl);
  const decided = await fetch(`${url.origin}${url.pathname}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `lang=${lang}`,
    redirect: 'manual',
  });
  return { page: html, location: decided.headers.get('location'), status: decided.status };
}

/** Waits (polling, bounded so a broken flow fails instead of hanging) until `check` gives a value. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, limitMs = 10_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A notification signed as the gateway signs it (replays and forgeries are built from this). */
export function gatewayNotification(fields: Record<string, string>, secret = GATEWAY_SECRET) {
  return withSignature({ ...fields, timestamp: Date.now() }, secret);
}

/** The gateway's own view of an order (signed query), e.g. whether its notification was acknowledged. */
export async function gatewayOrderState(world: PaymentsWorld, tradeNo: string): Promise<Record<string, string | number>> {
  const query = withSignature({ merchantId: 'khela', tradeNo, timestamp: Date.now() }, GATEWAY_SECRET);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await fetch(`${world.gatewayUrl}/pay/orders/${tradeNo}?${search}`);
  return (await response.json()) as Record<string, string | number>;
}

/** Asks the gateway to send an order's notification again ("resend" in a real gateway's back office). */
export async function gatewayResend(world: PaymentsWorld, tradeNo: string): Promise<Record<string, string | number>> {
  const response = await fetch(`${world.gatewayUrl}/pay/orders/${tradeNo}/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(withSignature({ merchantId: 'khela', tradeNo, timestamp: Date.now() }, GATEWAY_SECRET)),
  });
  return (await response.json()) as Record<string, string | number>;
}
