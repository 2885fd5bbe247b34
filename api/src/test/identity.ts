import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/db';
import { createCaptcha } from '../domains/identity/verification/captcha';
import { storeHumanCheck } from '../domains/identity/verification/human-checks';
import { randomId } from '../domains/identity/verification/secrets';
import { envelope, OPERATOR_TOKEN } from './test-app';
import { sealFor } from './sealed';

/**
 * Identity test support. The slider and captcha are solved by the browser in e2e; here a test
 * plays a person who has solved them by storing a pass or a captcha with a known text.
 */
export async function sliderPass(db: Db): Promise<string> {
  const token = randomId();
  await storeHumanCheck(db, { id: token, kind: 'slider-pass', answer: 'pass', ttlSeconds: 120 });
  return token;
}

export async function knownCaptcha(db: Db, text = 'ACDE'): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await createCaptcha(db, text);
  return { captchaId, captcha: text };
}

export interface Caller {
  ip?: string;
  token?: string;
  merchant?: string;
  language?: string;
  /** Any other headers, e.g. the gateway's X-Gateway-Version and Encryption. */
  headers?: Record<string, string>;
}

function headers(caller: Caller): Record<string, string> {
  const result: Record<string, string> = { ...caller.headers };
  if (caller.ip) result['x-forwarded-for'] = caller.ip;
  if (caller.token) result.authorization = caller.token;
  if (caller.merchant) result.merchant = caller.merchant;
  if (caller.language) result.language = caller.language;
  return result;
}

/** A sealed POST/PUT, as the browser sends login, register and password bodies. */
export async function sealed(app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: unknown, caller: Caller = {}) {
  const body = await sealFor(app, payload);
  const response = await app.inject({ method, url, payload: body, headers: headers(caller) });
  return { status: response.statusCode, ...envelope<Record<string, unknown>>(response) };
}

export async function plain(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, caller: Caller = {}) {
  const response = await app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: headers(caller) });
  return { status: response.statusCode, ...envelope<Record<string, unknown>>(response) };
}

/** The newest 6-digit code the outbox holds for a destination (+8801…, or an e-mail address). */
export async function codeSentTo(app: FastifyInstance, destination: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/ops/outbox?destination=${encodeURIComponent(destination)}`,
    headers: { 'x-operator-token': OPERATOR_TOKEN },
  });
  const messages = envelope<Array<{ body: string }>>(response).value;
  const match = messages?.[0]?.body.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code sent to ${destination}: ${response.body}`);
  return match[1]!;
}

export async function lastMailTo(app: FastifyInstance, destination: string): Promise<{ subject: string | null; body: string }> {
  const response = await app.inject({
    method: 'GET',
    url: `/ops/outbox?destination=${encodeURIComponent(destination)}`,
    headers: { 'x-operator-token': OPERATOR_TOKEN },
  });
  const messages = envelope<Array<{ subject: string | null; body: string }>>(response).value;
  if (!messages?.[0]) throw new Error(`no mail to ${destination}`);
  return messages[0];
}
