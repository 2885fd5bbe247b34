import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { forgetMerchants } from '../../../platform/merchant/merchant-cache';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { createTestDb } from '../../../test/test-db';
import { type CodeRequest, consumeVerificationCode, sendVerificationCode, withholdVerificationCode } from './codes';
import { loadIdentitySettings, parseIdentitySettings } from './identity-settings';
import { sendMail } from './mail';

let db: Db;
let cleanup: () => Promise<void>;
let khela: Merchant;
let numbers = 0;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  khela = (await findMerchant(db, 'khela'))!;
});
afterAll(() => cleanup());

/** A number no other test uses, so limits never leak between tests. */
const freshNumber = () => `+88017${String(10_000_000 + (numbers += 1)).padStart(8, '0')}`;
const request = (destination: string, overrides: Partial<CodeRequest> = {}): CodeRequest => ({
  purpose: 'login', channel: 'sms', destination, ip: `10.0.0.${numbers % 250}`, language: 'en', ...overrides,
});

async function lastMessage(destination: string): Promise<{ body: string; subject: string | null; channel: string } | undefined> {
  const rows = await db.query<{ body: string; subject: string | null; channel: string }>(
    'SELECT body, subject, channel FROM outbox WHERE destination = $1 ORDER BY id DESC LIMIT 1',
    [destination],
  );
  return rows[0];
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** Moves a destination's sends back in time, as if `seconds` had passed. */
const age = (destination: string, seconds: number) =>
  db.query(`UPDATE verification_codes SET created_at = created_at - make_interval(secs => $2) WHERE destination = $1`, [destination, seconds]);

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('sending and using a code', () => {
  it('sends six digits through the outbox, valid the brand default of 5 minutes, usable once', async () => {
    const to = freshNumber();
    expect(await sendVerificationCode(db, khela, request(to))).toEqual({ expiredMinutes: 5 });
    const message = await lastMessage(to);
    expect(message?.channel).toBe('sms');
    expect(message?.body).toContain('Khela: your verification code is');
    const code = codeIn(message!.body);
    await consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code });
    expect((await errorOf(consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code }))).errorCode).toBe('sms.code.invalid');
  });

  it('keeps only a hash of the code', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to));
    const code = codeIn((await lastMessage(to))!.body);
    const [row] = await db.query<{ code_hash: string }>('SELECT code_hash FROM verification_codes WHERE destination = $1', [to]);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
  });

  it('opens only the purpose, destination and brand it was sent for', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to, { purpose: 'register' }));
    const code = codeIn((await lastMessage(to))!.body);
    const khela2 = (await findMerchant(db, 'khela2'))!;
    await expect(consumeVerificationCode(db, khela, { purpose: 'reset', destination: to, code })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    await expect(consumeVerificationCode(db, khela, { purpose: 'register', destination: freshNumber(), code })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    await expect(consumeVerificationCode(db, khela2, { purpose: 'register', destination: to, code })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    await consumeVerificationCode(db, khela, { purpose: 'register', destination: to, code });
  });

  it('counts wrong answers and burns the code at the fifth', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to));
    const code = codeIn((await lastMessage(to))!.body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expect(consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code: wrong })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    }
    const [row] = await db.query<{ attempts: number }>('SELECT attempts FROM verification_codes WHERE destination = $1', [to]);
    expect(Number(row!.attempts)).toBe(5);
    await expect(consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
  });

  it('still takes the right code after fewer than five wrong ones; an empty answer is not counted', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to));
    const code = codeIn((await lastMessage(to))!.body);
    await expect(consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code: '' })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    for (let i = 0; i < 4; i += 1) {
      await expect(consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code: 'abcdef' })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    }
    await consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code: ` ${code} ` });
  });

  it('says when the code has expired', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to));
    const code = codeIn((await lastMessage(to))!.body);
    await db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE destination = $1`, [to]);
    const error = await errorOf(consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code }));
    expect(error.errorCode).toBe('sms.code.expired');
    expect(error.statusCode).toBe(400);
  });

  it('follows the brand codeExpiredMinutes', async () => {
    const brand = { ...khela, identity: { ...khela.identity, codeExpiredMinutes: 3 } };
    const to = freshNumber();
    expect(await sendVerificationCode(db, brand, request(to))).toEqual({ expiredMinutes: 3 });
    const [row] = await db.query<{ minutes: number }>(
      'SELECT round(EXTRACT(EPOCH FROM (expires_at - created_at)) / 60)::int AS minutes FROM verification_codes WHERE destination = $1',
      [to],
    );
    expect(Number(row!.minutes)).toBe(3);
    expect(codeIn((await lastMessage(to))!.body)).toMatch(/^\d{6}$/);
    expect((await lastMessage(to))!.body).toContain('3 minutes');
  });

  it('a new code replaces the older unused one', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to));
    const first = codeIn((await lastMessage(to))!.body);
    await age(to, 61);
    await sendVerificationCode(db, khela, request(to));
    const second = codeIn((await lastMessage(to))!.body);
    if (first !== second) {
      await expect(consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code: first })).rejects.toMatchObject({ errorCode: 'sms.code.invalid' });
    }
    await consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code: second });
  });

  it('writes the text in the language asked for', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to, { language: 'bn' }));
    expect((await lastMessage(to))!.body).toContain('আপনার যাচাইকরণ কোড');
  });

  it('mails codes too, binding the address without letter case', async () => {
    await sendVerificationCode(db, khela, request('Rahim@Example.com', { channel: 'mail', purpose: 'bind' }));
    const message = await lastMessage('rahim@example.com');
    expect(message).toMatchObject({ channel: 'mail', subject: 'Khela verification code' });
    await consumeVerificationCode(db, khela, { purpose: 'bind', destination: 'RAHIM@example.com', code: codeIn(message!.body) });
  });
});

describe('sending limits', () => {
  it('one send per number per minute, telling the seconds left', async () => {
    const to = freshNumber();
    await sendVerificationCode(db, khela, request(to));
    const error = await errorOf(sendVerificationCode(db, khela, request(to, { purpose: 'reset' })));
    expect(error).toMatchObject({ statusCode: 429, errorCode: 'sms.too.frequent' });
    expect(Number(error.params.seconds)).toBeGreaterThan(55);
    expect(Number(error.params.seconds)).toBeLessThanOrEqual(60);
    await age(to, 45);
    const later = await errorOf(sendVerificationCode(db, khela, request(to)));
    expect(Number(later.params.seconds)).toBeLessThanOrEqual(15);
    await age(to, 16);
    await sendVerificationCode(db, khela, request(to));
  });

  it('five sends per number per hour', async () => {
    const to = freshNumber();
    for (let i = 0; i < 5; i += 1) {
      await sendVerificationCode(db, khela, request(to, { ip: `10.1.0.${i}` }));
      await age(to, 61);
    }
    const error = await errorOf(sendVerificationCode(db, khela, request(to, { ip: '10.1.0.9' })));
    expect(error).toMatchObject({ statusCode: 429, errorCode: 'sms.too.many' });
    await age(to, 60 * 60);
    await sendVerificationCode(db, khela, request(to, { ip: '10.1.0.9' }));
  });

  it('twenty sends per IP per hour, whatever the numbers', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i += 1) await sendVerificationCode(db, khela, request(freshNumber(), { ip }));
    const error = await errorOf(sendVerificationCode(db, khela, request(freshNumber(), { ip })));
    expect(error.errorCode).toBe('sms.too.many');
    await sendVerificationCode(db, khela, request(freshNumber(), { ip: '203.0.113.78' }));
  });

  it('counts concurrent sends one after the other', async () => {
    const to = freshNumber();
    const results = await Promise.allSettled([1, 2, 3].map(() => sendVerificationCode(db, khela, request(to))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('a withheld code counts like a sent one but nothing leaves', async () => {
    const to = freshNumber();
    expect(await withholdVerificationCode(db, khela, request(to))).toEqual({ expiredMinutes: 5 });
    expect(await lastMessage(to)).toBeUndefined();
    expect((await errorOf(withholdVerificationCode(db, khela, request(to)))).errorCode).toBe('sms.too.frequent');
  });
});

describe('HTTP gateway', () => {
  let server: Server;
  let url: string;
  let status = 200;
  const received: { auth: string | undefined; body: Record<string, string> }[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(text) });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const viaGateway = (): Merchant => ({ ...khela, identity: { ...khela.identity, sms: { kind: 'http', url, token: 'gw-secret' }, mail: { kind: 'http', url, token: 'gw-secret' } } });

  it('posts the SMS as JSON with the bearer token', async () => {
    status = 200;
    const to = freshNumber();
    await sendVerificationCode(db, viaGateway(), request(to));
    const last = received[received.length - 1]!;
    expect(last.auth).toBe('Bearer gw-secret');
    expect(last.body).toMatchObject({ channel: 'sms', merchant: 'khela', to });
    await consumeVerificationCode(db, khela, { purpose: 'login', destination: to, code: codeIn(last.body.body!) });
    expect(await lastMessage(to)).toBeUndefined();
  });

  it('a refused send fails with sms.send.failed and keeps no code', async () => {
    status = 500;
    const to = freshNumber();
    const error = await errorOf(sendVerificationCode(db, viaGateway(), request(to)));
    expect(error).toMatchObject({ statusCode: 502, errorCode: 'sms.send.failed' });
    expect(await db.query('SELECT 1 FROM verification_codes WHERE destination = $1', [to])).toHaveLength(0);
    status = 200;
    // Nothing was sent, so nothing holds the next try back.
    await sendVerificationCode(db, viaGateway(), request(to));
  });

  it("a gateway out of allowance is sms.quota.exceeded ('contact customer service')", async () => {
    status = 429;
    const error = await errorOf(sendVerificationCode(db, viaGateway(), request(freshNumber())));
    expect(error).toMatchObject({ statusCode: 503, errorCode: 'sms.quota.exceeded' });
    status = 200;
  });

  it('an unreachable gateway is a failed send too, and so is a failed mail', async () => {
    const nowhere: Merchant = { ...khela, identity: { ...khela.identity, sms: { kind: 'http', url: 'http://127.0.0.1:9/none', token: 't' }, mail: { kind: 'http', url: 'http://127.0.0.1:9/none', token: 't' } } };
    expect((await errorOf(sendVerificationCode(db, nowhere, request(freshNumber())))).errorCode).toBe('sms.send.failed');
    const mail = sendMail(db, nowhere, { to: 'a@b.example', template: 'password-reset', params: { account: 'a', password: 'p', minutes: 30 }, language: 'en' });
    expect((await errorOf(mail)).errorCode).toBe('mail.send.failed');
  });
});

describe('mail and settings', () => {
  it('sendMail writes the translated template to the outbox', async () => {
    await sendMail(db, khela, { to: 'demo01@khela.example', template: 'password-reset', params: { account: 'demo01', password: 'Tmp12345x', minutes: 30 }, language: 'en' });
    const message = await lastMessage('demo01@khela.example');
    expect(message).toMatchObject({ channel: 'mail', subject: 'Khela: your temporary password' });
    expect(message!.body).toContain('Hello demo01');
    expect(message!.body).toContain('Tmp12345x');
    expect(message!.body).toContain('30 minutes');
  });

  it('identity settings: stored values of the wrong kind take their defaults', async () => {
    expect(parseIdentitySettings(null).codeExpiredMinutes).toBe(5);
    const parsed = parseIdentitySettings({ codeExpiredMinutes: '10', sliderRequired: 'no', sms: { kind: 'http', url: 'ftp://x', token: 't' }, countryDialingCode: '91' });
    expect(parsed).toMatchObject({ codeExpiredMinutes: 5, sliderRequired: true, sms: { kind: 'outbox' }, countryDialingCode: '91' });
    await db.query(`UPDATE merchants SET identity_settings = identity_settings || '{"codeExpiredMinutes": 7}'::jsonb WHERE code = 'khela2'`);
    forgetMerchants();
    expect((await loadIdentitySettings(db, 'khela2')).codeExpiredMinutes).toBe(7);
    await expect(loadIdentitySettings(db, 'nobody')).rejects.toMatchObject({ errorCode: 'merchant.unknown' });
  });
});
