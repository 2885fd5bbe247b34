import { fakeApiPerTest } from './testing/fake-api-per-test';
import { launch, reopenableDb, runHouse, type RunningHouse, spinJson } from './testing/test-house';
import { slotGame } from './games/slot/slot-game';

const STAKE = 1000;
let running: RunningHouse | null = null;
const each = fakeApiPerTest(reopenableDb, async () => {
  await running?.stop();
  running = null;
});

/** A real-money player launched into the slot: the page path the launch redirected to. */
async function openSlot(playerId: string, balance: number, language = 'bn'): Promise<string> {
  const token = each.api.launch(playerId, balance);
  const response = await launch(running!.url, { gameCode: 'house-slot', language, currency: 'BDT', token, device: 'mobile', backUrl: 'https://khela.example/games' });
  expect(response.status).toBe(303);
  const location = response.headers.get('location')!;
  expect(location).toMatch(/^\/game\/[A-Za-z0-9_-]{32}\?language=/);
  expect(location).not.toContain(token);
  return location;
}

async function roundRow(id: string) {
  const [row] = await running!.db.query<{ state: string; payout: string | number }>('SELECT state, payout FROM rounds WHERE id = $1', [id]);
  return { state: row!.state, payout: Number(row!.payout) };
}

describe('the house games service', () => {
  it('launches with a one-time token and plays a real-money spin: debit, then a credit of the outcome, settled', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const page = await openSlot('khela_17', 100_000);
    const html = await (await fetch(`${running.url}${page}`)).text();
    expect(html).toContain('রয়্যাল ফ্রুটস স্লট');
    expect(html).toContain('৳১,০০০.০০');
    expect(html).toContain('৯৫.৯৫%');

    const { status, body } = await spinJson(running.url, page, STAKE);
    expect(status).toBe(200);
    expect(['won', 'lost']).toContain(body.status);
    const round = body.round!;
    expect(each.api.callsOf('bet')).toHaveLength(1);
    expect(each.api.callsOf('bet')[0]!.body).toMatchObject({ playerId: 'khela_17', amount: STAKE, roundId: round.id, gameCode: 'house-slot', gameType: 'RNG' });
    expect(each.api.callsOf('win')).toHaveLength(1);
    expect(each.api.callsOf('win')[0]!.body).toMatchObject({ amount: round.payout, roundId: round.id, betTransactionIds: [`${round.id}:bet`] });
    expect(each.api.balanceOf('khela_17')).toBe(100_000 - STAKE + round.payout);
    expect(body.balance).toBe(each.api.balanceOf('khela_17'));
    expect(await roundRow(round.id)).toEqual({ state: 'settled', payout: round.payout });
    expect(each.api.openBets()).toHaveLength(0);
  });

  it('retries a credit that fails twice and settles the round once', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const page = await openSlot('khela_18', 50_000);
    each.api.faults.win.push('fail', 'fail');
    const { status, body } = await spinJson(running.url, page, STAKE);
    expect(status).toBe(200);
    expect(each.api.callsOf('win')).toHaveLength(3);
    expect(new Set(each.api.callsOf('win').map((call) => call.body.transactionId)).size).toBe(1);
    expect(each.api.winsApplied).toHaveLength(1);
    expect(each.api.balanceOf('khela_18')).toBe(50_000 - STAKE + body.round!.payout);
    expect((await roundRow(body.round!.id)).state).toBe('settled');
  });

  it('settles a round exactly once when the service restarts between debit and credit', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const page = await openSlot('khela_19', 50_000);
    // The credit is applied but its answer lost, then Khela stops answering: the round stays debited.
    each.api.faults.win.push('lose', 'fail', 'fail');
    const { status, body } = await spinJson(running.url, page, STAKE);
    expect(status).toBe(202);
    expect(body.status).toBe('pending');
    expect((await roundRow(body.round!.id)).state).toBe('debited');
    await running.stop();

    // A new service over the same database picks the round up on start and pays it once.
    running = await runHouse(each.storage, each.apiUrl);
    expect(running.resumed).toBe(1);
    expect((await roundRow(body.round!.id)).state).toBe('settled');
    expect(each.api.winsApplied).toEqual([{ transactionId: `${body.round!.id}:win`, amount: body.round!.payout }]);
    expect(each.api.balanceOf('khela_19')).toBe(50_000 - STAKE + body.round!.payout);
    expect(each.api.openBets()).toHaveLength(0);
  });

  it('pays the sweep’s retries with backoff when the wallet comes back, without a restart', async () => {
    running = await runHouse(each.storage, each.apiUrl, { sweepMs: 20 });
    const page = await openSlot('khela_20', 50_000);
    each.api.faults.win.push('fail', 'fail', 'fail', 'fail');
    const { body } = await spinJson(running.url, page, STAKE);
    expect(body.status).toBe('pending');
    for (let i = 0; i < 100 && (await roundRow(body.round!.id)).state !== 'settled'; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect((await roundRow(body.round!.id)).state).toBe('settled');
    expect(each.api.winsApplied).toHaveLength(1);
  });

  it('rolls back a debit whose answer never came, so no stake stays held, even across a restart', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const page = await openSlot('khela_21', 50_000);
    // The bet lands but every answer is lost; the rollback fails too: the round waits, created.
    each.api.faults.bet.push('lose', 'fail', 'fail');
    each.api.faults.rollback.push('fail', 'fail', 'fail');
    const { status, body } = await spinJson(running.url, page, STAKE);
    expect(status).toBe(502);
    expect(body.status).toBe('failed');
    expect(each.api.openBets()).toHaveLength(1);
    await running.stop();

    running = await runHouse(each.storage, each.apiUrl);
    expect(running.resumed).toBe(1);
    expect(each.api.openBets()).toHaveLength(0);
    expect(each.api.balanceOf('khela_21')).toBe(50_000);
    const [row] = await running.db.query<{ state: string }>('SELECT state FROM rounds');
    expect(row!.state).toBe('rolled_back');
    expect(each.api.callsOf('win')).toHaveLength(0);
  });

  it('refuses a stake above the balance with a translated message, moving nothing', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const page = await openSlot('khela_22', 500, 'en');
    const { status, body } = await spinJson(running.url, page, STAKE);
    expect(status).toBe(409);
    expect(body.message).toBe('Not enough money (balance ৳5.00).');
    expect(each.api.balanceOf('khela_22')).toBe(500);
    const [row] = await running.db.query<{ state: string; refusal: string }>('SELECT state, refusal FROM rounds');
    expect(row).toEqual({ state: 'refused', refusal: 'INSUFFICIENT_FUNDS' });
    const invalid = await spinJson(running.url, page, 123);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('That stake is not offered.');
  });

  it('plays free play with fun money and makes no wallet call at all', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const token = each.api.launch('khela_23', 10_000, { funPlay: true });
    const response = await launch(running.url, { gameCode: 'house-slot', language: 'en', currency: 'BDT', token, funPlay: '1' });
    expect(response.status).toBe(303);
    const page = response.headers.get('location')!;
    expect(await (await fetch(`${running.url}${page}`)).text()).toContain('Free play — fun money, not real money');
    const { status, body } = await spinJson(running.url, page, 5000);
    expect(status).toBe(200);
    expect(body.balance).toBe(100_000 - 5000 + body.round!.payout);
    expect(each.api.calls).toHaveLength(0);
    expect(each.api.balanceOf('khela_23')).toBe(10_000);
  });

  it('sends its pages with a nonce CSP that only the site may frame, nosniff, no Referer and a permissions policy', async () => {
    running = await runHouse(each.storage, each.apiUrl, { siteOrigins: ['https://khela.example'] });
    const pagePath = await openSlot('khela_31', 10_000);
    const [first, second] = [await fetch(`${running.url}${pagePath}`), await fetch(`${running.url}${pagePath}`)];
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await first.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('frame-ancestors https://khela.example');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce!);
    expect(first.headers.get('x-frame-options')).toBeNull();
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('permissions-policy')).toContain('microphone=()');
    expect(first.headers.get('strict-transport-security')).toBeNull();
    // The error pages and the verify page carry the same policy.
    const verify = await fetch(`${running.url}/verify?language=en`);
    expect(verify.headers.get('content-security-policy')).toContain('frame-ancestors https://khela.example');
  });

  it('answers a bad or spent token with a translated 4xx page, in Bengali by default', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const bad = await launch(running.url, { gameCode: 'house-slot', token: 'not-a-token' });
    expect(bad.status).toBe(403);
    const html = await bad.text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('গেমের লিংকটি অবৈধ');
    const english = await launch(running.url, { gameCode: 'house-slot', token: 'not-a-token', language: 'en' });
    expect(english.status).toBe(403);
    expect(await english.text()).toContain('This game link is invalid, expired or already used.');
    const token = each.api.launch('khela_25', 1000);
    expect((await launch(running.url, { gameCode: 'house-slot', token })).status).toBe(303);
    expect((await launch(running.url, { gameCode: 'house-slot', token })).status).toBe(403);
    const missing = await launch(running.url, { gameCode: 'house-slot', language: 'en' });
    expect(missing.status).toBe(400);
    const unknown = await launch(running.url, { gameCode: 'nope', token: 'x' });
    expect(unknown.status).toBe(404);
    const expired = await fetch(`${running.url}/game/${'a'.repeat(32)}?language=en`);
    expect(expired.status).toBe(404);
    expect(each.api.badSignatures).toBe(0);
  });

  it('lets the player set a client seed, rotate to reveal the server seed, and verify the round', async () => {
    running = await runHouse(each.storage, each.apiUrl);
    const page = await openSlot('khela_24', 100_000, 'en');
    const sessionPath = page.replace(/\?.*$/, '');
    const post = (path: string, body: string) =>
      fetch(`${running!.url}${sessionPath}${path}?language=en`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });

    const badSeed = await post('/client-seed', 'clientSeed=');
    expect(badSeed.headers.get('location')).toContain('clientSeedError=1');
    expect(await (await fetch(`${running.url}${badSeed.headers.get('location')}`)).text()).toContain('The client seed must be 1 to 64');
    expect((await post('/client-seed', 'clientSeed=my+lucky+seed')).status).toBe(303);
    const before = await (await fetch(`${running.url}${page}`)).text();
    const shownHash = /id="seed-hash">([0-9a-f]{64})</.exec(before)![1]!;
    expect(before).toContain('value="my lucky seed"');

    const { body } = await spinJson(running.url, page, STAKE);
    expect(body.round!.nonce).toBe(0);
    const notYet = await (await fetch(`${running.url}/verify?language=en&round=${body.round!.id}`)).text();
    expect(notYet).toContain('has not been revealed yet');

    const rotated = await fetch(`${running.url}${sessionPath}/rotate?language=en`, { method: 'POST', headers: { accept: 'application/json' } });
    const rotation = (await rotated.json()) as { revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number }; next: { serverSeedHash: string } };
    expect(rotation.revealed).toMatchObject({ serverSeedHash: shownHash, clientSeed: 'my lucky seed', roundsPlayed: 1 });
    expect(rotation.next.serverSeedHash).not.toBe(shownHash);

    const verified = await fetch(`${running.url}/verify?language=en&round=${body.round!.id}`);
    const verifiedHtml = await verified.text();
    expect(verifiedHtml).toContain('The computed result matches the recorded one.');
    expect(verifiedHtml).toContain(shownHash);
    // The same seeds entered by hand give the same payout, recomputed independently here.
    const expected = slotGame.play({ serverSeed: rotation.revealed.serverSeed, clientSeed: 'my lucky seed', nonce: 0 }, { stake: STAKE });
    expect(expected.payout).toBe(body.round!.payout);
    const byHand = await fetch(`${running.url}/verify?${new URLSearchParams({ language: 'en', serverSeed: rotation.revealed.serverSeed, clientSeed: 'my lucky seed', nonce: '0', stake: String(STAKE) })}`);
    const byHandHtml = await byHand.text();
    expect(byHandHtml).toContain(`<span id="stops">${body.round!.stops.join(', ')}</span>`);
    const badVerify = await fetch(`${running.url}/verify?language=en&serverSeed=x&clientSeed=&nonce=-1`);
    expect(badVerify.status).toBe(400);
    expect(await badVerify.text()).toContain('A server seed, a client seed, a nonce');
  });
});
