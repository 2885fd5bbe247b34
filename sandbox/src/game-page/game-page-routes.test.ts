import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { signBody } from '@khela/server-kit/vendor';
import { buildSandbox } from '../app';
import { FakeKhelaWallet } from '@khela/server-kit/vendor-testing';

const SECRET = 'test-vendor-secret';

interface Answer {
  status: number;
  location: string | null;
  text: string;
}

describe('the sandbox game page', () => {
  let dataDir: string;
  let khela: FakeKhelaWallet;
  let sandbox: FastifyInstance;
  let base: string;
  /** The next rolls (0…99) rounds get; 0 wins, 99 loses. */
  let rolls: number[];

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-game-'));
    khela = new FakeKhelaWallet(SECRET);
    const apiUrl = await khela.start();
    rolls = [];
    sandbox = await buildSandbox({
      pay: { secret: 'pay' },
      vendor: { secret: SECRET, dataDir },
      games: { apiUrl, retryDelaysMs: [30, 30, 30], laterDelaysMs: [50, 50], roll: () => rolls.shift() ?? 99 },
      siteOrigins: ['https://khela.example'],
    });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(sandbox.server.address() as { port: number }).port}`;
  });
  afterEach(async () => {
    await sandbox.close();
    await khela.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = async (target: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${base}${target}`, { redirect: 'manual', headers });
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  };
  const launchPath = (vendor: string, query: Record<string, string>) => `/vendor/play/${vendor}?${new URLSearchParams({ gameCode: 'lucky-7', currency: 'BDT', ...query })}`;
  /** Opens the game as the site's launch url does; answers the page's address and its first view. */
  const open = async (vendor: string, query: Record<string, string>, headers: Record<string, string> = {}) => {
    const launched = await get(launchPath(vendor, query), headers);
    expect(launched.status).toBe(303);
    const page = await get(launched.location!);
    expect(page.status).toBe(200);
    return { pagePath: launched.location!.split('?')[0]!, location: launched.location!, html: page.text };
  };
  const play = async (pagePath: string, stake: number | string, language = 'bn') => {
    const response = await fetch(`${base}${pagePath}/round`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ stake: String(stake), language }).toString(),
    });
    return { httpStatus: response.status, ...((await response.json()) as Record<string, unknown>) };
  };
  const vendorCall = async (action: string, body: unknown, vendor = 'KSPORT') => {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    const response = await fetch(`${base}/vendor/v1/${action}`, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-vendor-code': vendor, 'x-timestamp': timestamp, 'x-signature': signBody(SECRET, timestamp, raw) },
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const idsOf = (action: string) => khela.callsOf(action).map((call) => call.body.transactionId);

  it('plays seamless rounds: a signed bet, then a win of 2× or 0, the balance as Khela says', async () => {
    const token = khela.launch('khela_17', 100_000, { vendorCode: 'KSLOT' });
    const { location, html } = await open('KSLOT', { token, language: 'en' });
    expect(location).toMatch(/^\/vendor\/play\/KSLOT\/[A-Za-z0-9_-]{32}\?language=en$/);
    expect(location).not.toContain(token);
    expect(html).toContain('Sandbox demo game');
    expect(html).toContain('lucky-7');
    expect(html).toMatch(/id="game-balance"[^>]*>৳1,000\.00</);
    expect(html).toContain('45% chance to pay 2× the stake');
    const pagePath = location.split('?')[0]!;

    rolls = [0];
    expect(await play(pagePath, 5000, 'en')).toMatchObject({ httpStatus: 200, status: 'won', balance: 105_000, balanceText: '৳1,050.00', resultText: 'Won: stake ৳50.00, paid ৳100.00' });
    rolls = [99];
    expect(await play(pagePath, 10_000, 'en')).toMatchObject({ httpStatus: 200, status: 'lost', balance: 95_000, resultText: 'Lost: stake ৳100.00' });
    expect(khela.balanceOf('khela_17')).toBe(95_000);

    const [bet1, bet2] = khela.callsOf('bet').map((call) => call.body);
    expect(bet1).toMatchObject({ playerId: 'khela_17', gameCode: 'lucky-7', amount: 5000 });
    expect(bet2).toMatchObject({ amount: 10_000 });
    expect(bet1!.roundId).not.toBe(bet2!.roundId);
    expect(khela.callsOf('win').map((call) => call.body)).toEqual([
      { playerId: 'khela_17', transactionId: expect.any(String), roundId: bet1!.roundId, amount: 10_000, betTransactionIds: [bet1!.transactionId] },
      { playerId: 'khela_17', transactionId: expect.any(String), roundId: bet2!.roundId, amount: 0, betTransactionIds: [bet2!.transactionId] },
    ]);
    const ids = [...idsOf('bet'), ...idsOf('win')];
    expect(new Set(ids).size).toBe(4);
    expect([...khela.bets.values()].map((bet) => bet.status)).toEqual(['settled', 'settled']);
    expect(khela.badSignatures).toBe(0);

    const again = await get(`${pagePath}?language=en`);
    expect(again.text).toMatch(/<li data-kind="lost">Lost: stake ৳100\.00<\/li><li data-kind="won">Won: stake ৳50\.00, paid ৳100\.00<\/li>/);
    expect(again.text).toMatch(/id="game-balance"[^>]*>৳950\.00</);
  });

  it('says when there is not enough money, and moves nothing', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_3', 3000, { vendorCode: 'KSLOT' }) });
    expect(await play(pagePath, 5000)).toMatchObject({
      httpStatus: 409,
      status: 'insufficient',
      balance: 3000,
      message: 'যথেষ্ট টাকা নেই: ব্যালেন্স ৳৩০.০০, বাজি ৳৫০.০০।',
    });
    expect(khela.callsOf('win')).toHaveLength(0);
    expect(khela.balanceOf('khela_3')).toBe(3000);
    expect((await get(pagePath)).text).toContain('এখনো কোনো রাউন্ড খেলা হয়নি।');
  });

  it('refuses stakes it does not offer', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_3', 100_000, { vendorCode: 'KSLOT' }) });
    for (const stake of ['7', '-1000', 'abc', '1e3']) expect(await play(pagePath, stake, 'en')).toMatchObject({ httpStatus: 400, status: 'invalidStake', message: 'That stake is not offered.' });
    expect(khela.callsOf('bet')).toHaveLength(0);
  });

  it('plays a free trial with fun money and never calls the wallet', async () => {
    const { pagePath, html } = await open('KSLOT', { token: khela.launch('khela_8', 500, { vendorCode: 'KSLOT', funPlay: true }), funPlay: '1' });
    expect(html).toContain('ফ্রি ট্রায়াল — ডেমো টাকা');
    expect(html).toMatch(/id="game-balance"[^>]*>৳১,০০০\.০০</);
    rolls = [0, 99];
    expect(await play(pagePath, 10_000)).toMatchObject({ status: 'won', balance: 110_000 });
    expect(await play(pagePath, 10_000)).toMatchObject({ status: 'lost', balance: 100_000 });
    expect(khela.calls).toHaveLength(0);
  });

  it('turns to fun money when Khela says the token is a free trial, even without funPlay=1', async () => {
    const { pagePath, html } = await open('KSLOT', { token: khela.launch('khela_8', 500, { vendorCode: 'KSLOT', funPlay: true }), language: 'en' });
    expect(html).toContain('Free trial — fun money');
    expect(await play(pagePath, 1000, 'en')).toMatchObject({ balance: 99_000 });
    expect(khela.calls.map((call) => call.action)).toEqual(['authenticate']);
  });

  it('retries a win Khela did not answer, with the same transaction id', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_4', 10_000, { vendorCode: 'KSLOT' }) });
    khela.failNext('win', 2);
    rolls = [0];
    expect(await play(pagePath, 1000)).toMatchObject({ status: 'won', balance: 11_000 });
    expect(new Set(idsOf('win')).size).toBe(1);
    expect(khela.callsOf('win')).toHaveLength(3);
    expect(khela.callsOf('rollback')).toHaveLength(0);
  });

  it('rolls the bet back when the win cannot be delivered, so no stake stays held', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_4', 10_000, { vendorCode: 'KSLOT' }) });
    khela.failNext('win', 100);
    rolls = [0];
    expect(await play(pagePath, 5000, 'en')).toMatchObject({
      httpStatus: 200,
      status: 'cancelled',
      balance: 10_000,
      message: 'The round could not be finished, so the stake was returned.',
      resultText: 'Cancelled: stake ৳50.00 returned',
    });
    expect(khela.balanceOf('khela_4')).toBe(10_000);
    expect([...khela.bets.values()].map((bet) => bet.status)).toEqual(['rolled_back']);
    const [rollback] = khela.callsOf('rollback').map((call) => call.body);
    expect(rollback).toMatchObject({ playerId: 'khela_4', betTransactionId: idsOf('bet')[0] });
    expect(new Set([...idsOf('bet'), ...idsOf('win'), rollback!.transactionId]).size).toBe(3);
  });

  it('keeps the round when the win landed but its answer was lost (the rollback says settled)', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_4', 10_000, { vendorCode: 'KSLOT' }) });
    khela.failNext('win', 100, 'lose');
    rolls = [0];
    expect(await play(pagePath, 1000)).toMatchObject({ status: 'won', balance: 11_000 });
    expect(khela.balanceOf('khela_4')).toBe(11_000);
    expect([...khela.bets.values()].map((bet) => bet.status)).toEqual(['settled']);
  });

  it('keeps trying the rollback in the background when Khela is down, until the stake is released', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_4', 10_000, { vendorCode: 'KSLOT' }) });
    khela.failNext('win', 100);
    khela.failNext('rollback', 5); // four tries while the player waits, one in the background
    expect(await play(pagePath, 5000)).toMatchObject({ httpStatus: 502, status: 'failed', balance: 5000 });
    const deadline = Date.now() + 5000;
    while (khela.balanceOf('khela_4') !== 10_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(khela.balanceOf('khela_4')).toBe(10_000);
    expect([...khela.bets.values()].map((bet) => bet.status)).toEqual(['rolled_back']);
    expect(new Set(idsOf('rollback')).size).toBe(1);
  });

  it('tells a second click that the round is still running', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_4', 10_000, { vendorCode: 'KSLOT' }) });
    khela.failNext('win', 2); // the first round takes two retry waits
    const first = play(pagePath, 1000, 'en');
    // Wait until the first round is inside its win retries, so the second click surely lands meanwhile.
    while (khela.callsOf('win').length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await play(pagePath, 1000, 'en')).toMatchObject({ httpStatus: 409, status: 'busy', message: 'The previous round is still running.' });
    expect(await first).toMatchObject({ httpStatus: 200 });
    expect(khela.callsOf('bet')).toHaveLength(1);
  });

  it('tells the player to reopen the game when Khela has ended the session', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_6', 10_000, { vendorCode: 'KSLOT' }) });
    khela.endSessions();
    expect(await play(pagePath, 1000, 'en')).toMatchObject({ httpStatus: 401, status: 'sessionExpired', message: 'Your game session has ended. Go back to Khela and open the game again.' });
    expect(khela.callsOf('win')).toHaveLength(0);
    expect(khela.balanceOf('khela_6')).toBe(10_000);
    expect((await get(`${pagePath}?language=en`)).text).toMatch(/data-kind="sessionExpired">Your game session has ended\./);
  });

  it('answers an invalid, used or missing token with a translated error page', async () => {
    const unknown = await get(launchPath('KSLOT', { token: 'not-a-token' }));
    expect(unknown.status).toBe(403);
    expect(unknown.text).toContain('গেমের লিংকটি অবৈধ, মেয়াদোত্তীর্ণ বা আগেই ব্যবহার করা হয়েছে।');

    const token = khela.launch('khela_1', 100, { vendorCode: 'KSLOT' });
    await open('KSLOT', { token });
    const used = await get(launchPath('KSLOT', { token, language: 'en' }));
    expect(used.status).toBe(403);
    expect(used.text).toContain('This game link is invalid, expired or already used.');

    const otherVendors = await get(launchPath('KREEL', { token: khela.launch('khela_1', 100, { vendorCode: 'KSLOT' }), language: 'en' }));
    expect(otherVendors.status).toBe(403);

    expect((await get(launchPath('KSLOT', {}))).status).toBe(400);
    expect((await get(`/vendor/play/KSLOT?token=${token}`)).status).toBe(400);
    expect((await get(launchPath('bad%20code', { token }))).status).toBe(404);

    const gone = await get('/vendor/play/KSLOT/no-such-page?language=en');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('This game page has expired.');
    expect(await play('/vendor/play/KSLOT/no-such-page', 1000, 'en')).toMatchObject({ httpStatus: 404, status: 'pageExpired' });
  });

  it('says the game cannot reach Khela when the api does not answer', async () => {
    await khela.stop();
    const down = await get(launchPath('KSLOT', { token: 'whatever', language: 'en' }));
    expect(down.status).toBe(502);
    expect(down.text).toContain('The game cannot reach Khela right now.');
  });

  it('speaks Bengali by default and English when asked, and links to the other language', async () => {
    const { pagePath, html } = await open('KSLOT', { token: khela.launch('khela_2', 100_000, { vendorCode: 'KSLOT' }) });
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('স্যান্ডবক্স ডেমো গেম');
    expect(html).toContain('রাউন্ড খেলুন');
    expect(html).toContain('৪৫% সম্ভাবনায়');
    expect(html).toMatch(/id="game-lang" href="\/vendor\/play\/KSLOT\/[^"?]+\?language=en"/);

    const english = await get(`${pagePath}?language=en`);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('Play round');
    expect(english.text).not.toContain('রাউন্ড খেলুন');
    expect(english.text).toMatch(/id="game-lang" href="\/vendor\/play\/KSLOT\/[^"?]+\?language=bn"/);

    rolls = [99];
    expect(await play(pagePath, 1000, 'bn')).toMatchObject({ message: 'এবার হয়নি: ৳১০.০০ বাজি গেল।', resultText: 'হার: বাজি ৳১০.০০' });
  });

  it('shows the round again after a plain form post (no script), once', async () => {
    const { pagePath } = await open('KSLOT', { token: khela.launch('khela_2', 100_000, { vendorCode: 'KSLOT' }) });
    rolls = [0];
    const posted = await fetch(`${base}${pagePath}/round`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'stake=1000&language=en',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${pagePath}?language=en`);
    const shown = await get(`${pagePath}?language=en`);
    expect(shown.text).toMatch(/id="game-notice"[^>]*data-kind="won">You won! ৳20\.00 paid\.</);
    expect(shown.text).toMatch(/id="game-balance"[^>]*>৳1,010\.00</);
    expect((await get(`${pagePath}?language=en`)).text).not.toContain('You won!');
  });

  it('links back to Khela only for http(s) addresses and paths, in the top window', async () => {
    const withUrl = await open('KSLOT', { token: khela.launch('khela_2', 100, { vendorCode: 'KSLOT' }), backUrl: 'https://khela.example/rng?vassalage=KSLOT' });
    expect(withUrl.html).toContain('<a id="game-back" class="back" href="https://khela.example/rng?vassalage=KSLOT" target="_top"');

    const withPath = await open('KSLOT', { token: khela.launch('khela_2', 100, { vendorCode: 'KSLOT' }), backUrl: '/rng' }, { referer: 'https://khela.example/home' });
    expect(withPath.html).toMatch(/<a id="game-back"[^>]*href="https:\/\/khela\.example\/rng" target="_top"/);

    for (const backUrl of ['javascript:alert(1)', '//evil.example', '/\\evil.example']) {
      const opened = await open('KSLOT', { token: khela.launch('khela_2', 100, { vendorCode: 'KSLOT' }), backUrl });
      expect(opened.html).not.toContain('game-back');
    }
    expect((await open('KSLOT', { token: khela.launch('khela_2', 100, { vendorCode: 'KSLOT' }) })).html).not.toContain('game-back');

    const refused = await get(launchPath('KSLOT', { token: 'nope', backUrl: 'https://khela.example/', language: 'en' }));
    expect(refused.text).toMatch(/<a id="game-back"[^>]*href="https:\/\/khela\.example\/" target="_top"[^>]*>Back to Khela</);
  });

  it('plays a transfer vendor with the game wallet the sandbox keeps, without moving Khela money', async () => {
    expect(await vendorCall('transfers/in', { transferId: 'WT1', playerId: 'khela_5', amount: 20_000, currency: 'BDT' })).toMatchObject({ status: 'OK' });
    const { pagePath, html } = await open('KSPORT', { token: khela.launch('khela_5', 777, { vendorCode: 'KSPORT' }), language: 'en' });
    expect(html).toContain('KSPORT game wallet balance');
    expect(html).toMatch(/id="game-balance"[^>]*>৳200\.00</);

    rolls = [0, 99];
    expect(await play(pagePath, 10_000, 'en')).toMatchObject({ status: 'won', balance: 30_000 });
    expect(await play(pagePath, 10_000, 'en')).toMatchObject({ status: 'lost', balance: 20_000 });
    expect(await vendorCall('balance', { playerId: 'khela_5' })).toMatchObject({ balance: 20_000 });
    expect(await vendorCall('balance', { playerId: 'khela_5' }, 'IMES')).toMatchObject({ balance: 0 });

    expect(await vendorCall('transfers/out', { transferId: 'WT2', playerId: 'khela_5', amount: 15_000, currency: 'BDT' })).toMatchObject({ status: 'OK', balance: 5000 });
    expect(await play(pagePath, 10_000, 'en')).toMatchObject({ httpStatus: 409, status: 'insufficient', balance: 5000 });
    expect(khela.calls.map((call) => call.action)).toEqual(['authenticate']);
    expect(khela.balanceOf('khela_5')).toBe(777);
  });

  it('says it cannot tell who the player is when Khela will not authenticate a transfer vendor', async () => {
    khela.transferVendors.add('IMES');
    const refused = await get(launchPath('IMES', { token: khela.launch('khela_5', 0, { vendorCode: 'IMES' }), language: 'en' }));
    expect(refused.status).toBe(502);
    expect(refused.text).toContain('The game could not confirm who you are.');
  });

  it('does not spend the launch token on a HEAD request (link checkers, prefetchers)', async () => {
    const token = khela.launch('khela_2', 100, { vendorCode: 'KSLOT' });
    await fetch(`${base}${launchPath('KSLOT', { token })}`, { method: 'HEAD', redirect: 'manual' });
    await open('KSLOT', { token });
    expect(khela.callsOf('authenticate')).toHaveLength(1);
  });

  it('sends pages that cannot leak the address and run only their own script', async () => {
    const token = khela.launch('khela_2', 100, { vendorCode: 'KSLOT' });
    const launched = await fetch(`${base}${launchPath('KSLOT', { token })}`, { redirect: 'manual' });
    const page = await fetch(`${base}${launched.headers.get('location')}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await page.text()).toContain(`<script nonce="${nonce}">`);
  });

  it('may be framed by the site only, with nosniff, a permissions policy and no inline script but its own', async () => {
    const token = khela.launch('khela_2', 100, { vendorCode: 'KSLOT' });
    const launched = await fetch(`${base}${launchPath('KSLOT', { token })}`, { redirect: 'manual' });
    const page = await fetch(`${base}${launched.headers.get('location')}`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors https://khela.example');
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    const again = await fetch(`${base}${launched.headers.get('location')}`);
    expect(again.headers.get('content-security-policy')).not.toBe(csp);
  });
});
