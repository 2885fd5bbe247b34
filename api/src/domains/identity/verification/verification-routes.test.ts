import { envelope, OPERATOR_TOKEN } from '../../../test/test-app';
import { sha256 } from './secrets';
import { humanTrail } from './test-trails';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

let t: VerificationTestApp;
let visitor = 0;
beforeAll(async () => {
  t = await createVerificationTestApp();
});
afterAll(() => t.close());

/** Each test is its own visitor, so the per-IP limit of one never reaches another. */
const nextIp = () => `198.51.100.${(visitor += 1)}`;

/** Solves a slider as a person would (reading the notch from the server's own row) and gives the token. */
async function passSlider(ip: string): Promise<string> {
  const challenge = envelope<{ challengeId: string }>(await t.app.inject({ method: 'GET', url: '/wps/session/slider', headers: { 'x-forwarded-for': ip } })).value;
  const [row] = await t.db.query<{ answer: string }>('SELECT answer FROM human_checks WHERE id_hash = $1', [sha256(challenge.challengeId)]);
  const offset = Number(row!.answer);
  const res = await t.app.inject({
    method: 'POST', url: '/wps/session/slider', headers: { 'x-forwarded-for': ip }, payload: { challengeId: challenge.challengeId, offset, trail: humanTrail(offset) },
  });
  return envelope<{ sliderToken: string }>(res).value.sliderToken;
}

async function post(url: string, payload: Record<string, unknown>, { ip = nextIp(), merchant = 'khela', slider = true } = {}) {
  const sliderToken = slider ? await passSlider(ip) : undefined;
  return t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip, merchant, language: 'en' }, payload: { ...payload, sliderToken } });
}

async function outbox(destination: string, token: string | null = OPERATOR_TOKEN) {
  return t.app.inject({ method: 'GET', url: `/ops/outbox?destination=${encodeURIComponent(destination)}`, headers: token ? { 'x-operator-token': token } : {} });
}
const messagesTo = async (destination: string) => envelope<{ body: string; channel: string; createdAt: string }[]>(await outbox(destination)).value;

describe('registration SMS', () => {
  it('sends a code to a new number, readable in the outbox by the operator', async () => {
    const res = await post('/wps/member/register/sms', { countryDialingCode: '880', mobileNo: '01911-000001' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toEqual({ expiredMinutes: 5 });
    const messages = await messagesTo('+8801911000001');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.channel).toBe('sms');
    expect(messages[0]!.body).toMatch(/\b\d{6}\b/);
    expect(new Date(messages[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("takes the brand's dialing code when none is given", async () => {
    expect((await post('/wps/member/register/sms', { mobileNo: '01911000002' })).statusCode).toBe(200);
    expect(await messagesTo('+8801911000002')).toHaveLength(1);
  });

  it('refuses a number already registered with this brand', async () => {
    // demo01 has +880 1712345678.
    const res = await post('/wps/member/register/sms', { countryDialingCode: '880', mobileNo: '01712345678' });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toMatchObject({ errorCode: 'register.mobile.taken', message: 'This mobile number is already registered.' });
    expect(await messagesTo('+8801712345678')).toHaveLength(0);
  });

  it('refuses an invalid number before using up the slider', async () => {
    const ip = nextIp();
    const sliderToken = await passSlider(ip);
    const res = await t.app.inject({
      method: 'POST', url: '/wps/member/register/sms', headers: { 'x-forwarded-for': ip, language: 'en' }, payload: { mobileNo: '12ab', sliderToken },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ errorCode: 'sms.phone.invalid', message: 'Please enter a valid mobile number.' });
    const retry = await t.app.inject({
      method: 'POST', url: '/wps/member/register/sms', headers: { 'x-forwarded-for': ip }, payload: { mobileNo: '01911000003', sliderToken },
    });
    expect(retry.statusCode).toBe(200);
  });

  it('needs a passed slider, and each token works once', async () => {
    const missing = await post('/wps/member/register/sms', { mobileNo: '01911000004' }, { slider: false });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errorCode).toBe('slider.required');
    const ip = nextIp();
    const sliderToken = await passSlider(ip);
    const send = (mobileNo: string) =>
      t.app.inject({ method: 'POST', url: '/wps/member/register/sms', headers: { 'x-forwarded-for': ip }, payload: { mobileNo, sliderToken } });
    expect((await send('01911000005')).statusCode).toBe(200);
    expect(envelope(await send('01911000006')).errorCode).toBe('slider.required');
  });

  it('limits sends per number and answers in Bengali by default', async () => {
    expect((await post('/wps/member/register/sms', { mobileNo: '01911000007' })).statusCode).toBe(200);
    const ip = nextIp();
    const again = await t.app.inject({
      method: 'POST', url: '/wps/member/register/sms', headers: { 'x-forwarded-for': ip }, payload: { mobileNo: '01911000007', sliderToken: await passSlider(ip) },
    });
    expect(again.statusCode).toBe(429);
    expect(envelope(again).errorCode).toBe('sms.too.frequent');
    expect(envelope(again).message).toMatch(/^আরেকটি কোড চাওয়ার আগে \d+ সেকেন্ড অপেক্ষা করুন।$/);
  });

  it('is off where the brand does not ask for a code at registration', async () => {
    const res = await post('/wps/member/register/sms', { mobileNo: '01911000008' }, { merchant: 'khela2' });
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toMatchObject({ errorCode: 'sms.disabled', message: 'This operation is not enabled. Please contact customer service.' });
  });

  it('validates the body with a translated 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/member/register/sms', headers: { language: 'en' }, payload: { mobileNo: 1711 } });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).errorCode).toBe('request.invalid');
  });
});

// The limits count every purpose together, so each call gets its own member and unknown number.
describe.each([
  ['login', '/wps/session/login/sms', '1812345678', '1999999991'], // agent01
  ['reset', '/wps/member/setPasswordByPhone/sms', '1712345678', '1999999992'], // demo01
])('%s SMS', (_purpose, url, member, stranger) => {
  it('answers alike for registered and unknown numbers, but only members get the SMS', async () => {
    const known = await post(url, { countryDialingCode: '880', mobileNum: `0${member}` });
    const unknown = await post(url, { countryDialingCode: '880', mobileNum: `0${stranger}` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await messagesTo(`+880${member}`)).toHaveLength(1);
    expect(await messagesTo(`+880${stranger}`)).toHaveLength(0);
  });

  it('limits unknown numbers exactly like known ones', async () => {
    const again = await post(url, { countryDialingCode: '880', mobileNum: stranger });
    expect(again.statusCode).toBe(429);
    expect(envelope(again).errorCode).toBe('sms.too.frequent');
  });

  it('refuses an invalid number and a missing slider', async () => {
    expect(envelope(await post(url, { mobileNum: '0' })).errorCode).toBe('sms.phone.invalid');
    expect(envelope(await post(url, { mobileNum: '01712345678' }, { slider: false })).errorCode).toBe('slider.required');
  });
});

describe('SMS login switch and the outbox route', () => {
  it('SMS login codes are off without MOBILEVERCODELOGIN3', async () => {
    const res = await post('/wps/session/login/sms', { mobileNum: '01712345678' }, { merchant: 'khela2' });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).errorCode).toBe('sms.disabled');
  });

  it('lists a destination newest first and needs the operator token', async () => {
    await t.db.query(
      `INSERT INTO outbox (merchant_code, channel, destination, subject, body) VALUES ('khela', 'mail', 'ops@khela.example', 'one', 'first'), ('khela', 'mail', 'ops@khela.example', 'two', 'second')`,
    );
    const list = envelope<{ body: string; subject: string }[]>(await outbox('OPS@khela.example')).value;
    expect(list.map((m) => m.body)).toEqual(['second', 'first']);
    const denied = await outbox('ops@khela.example', 'wrong-token');
    expect(denied.statusCode).toBe(403);
    expect(envelope(denied).errorCode).toBe('operator.forbidden');
    expect((await outbox('ops@khela.example', null)).statusCode).toBe(403);
  });
});
