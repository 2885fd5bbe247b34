import { hashServerSeed } from '../../fair/seeds';
import { cockfightTableGame } from '../../games/cockfight/cockfight-table-game';
import { findSession } from '../../sessions/session-repo';
import { tablePhase } from '../../table/table-service';
import { livePageForEachTest } from '../table/table-page-test-support';
import { readTableState } from '../table/table-state';
import type { FightJson } from './arena-fragments';

const GAME = 'house-cockfight';
jest.setTimeout(60_000);

// The arena's own timing: 60 s open, a 10 s last call, a 20 s fight, 10 s of result.
const live = livePageForEachTest<FightJson>(GAME, { sweepMs: 1_000 });
const { house, page, tableState: arenaState, until, text } = live;
const postBet = (location: string, form: Record<string, string>) => live.postBet(location, form, 'en');

describe('the cockfight arena page', () => {
  it('opens a real-money launch in Bengali: the fight, countdown, seed hash, both cocks with Malay odds, the bet form and exact odds', async () => {
    const location = await house.open(GAME, { token: house.api.launch('khela_1', 100_000), language: 'bn' });
    expect(location).toMatch(/^\/live\/[A-Za-z0-9_-]{32}\?language=bn$/);
    const { status, html } = await page(location);
    expect(status).toBe(200);
    const state = await arenaState();
    expect(html).toContain('খেলা মোরগ লড়াই');
    expect(html).toContain('<strong id="round-number">লড়াই ১</strong>');
    expect(text(html)).toContain('বাজি চলছে ৭০ সেকেন্ড বাকি');
    expect(html).toContain(`<span class="mono" id="seed-hash">${state.round!.serverSeedHash}</span>`);
    expect(html).toContain('<div class="cock c-MERON"><h3>মেরন</h3><p>লাল</p><p>মালয় দর ০.৮০</p></div>');
    expect(html).toContain('<div class="cock c-WALA"><h3>ওয়ালা</h3><p>নীল</p><p>মালয় দর −০.৯৪</p></div>');
    expect(html).toContain('<label><input type="radio" name="side" value="MERON" checked> <span>মেরন — মালয় ০.৮০ (১.৮০×)</span></label>');
    expect(html).toContain('<td>৩.৩১৯১%</td>');
    expect(html).toContain('<td>১৮.০০০০%</td>');
    expect(html).toContain('<span class="balance" id="balance" aria-live="polite">৳১,০০০.০০</span>');
  });

  it('shows the last call, takes a form bet, closes for the fight, shows the result, the payout and the road, and verifies the fight', async () => {
    const location = await house.open(GAME, { funPlay: '1', language: 'en' });
    const placed = await postBet(location, { side: 'WALA', stake: '9400' });
    expect(placed.html).toContain('role="status" aria-live="polite">Bet accepted: ৳94.00.</p>');
    expect(placed.html).toContain('<li>Wala: ৳94.00 — waiting for the result</li>');
    expect(placed.html).toContain('value="WALA" checked');
    const refused = await postBet(location, { side: 'player', stake: '9400' });
    expect(refused.html).toContain('That bet is not offered: choose Meron, Wala or Draw');

    // What the page is drawn from is what the script polls.
    const sessionId = /\/live\/([^?]+)/.exec(location)![1]!;
    const session = (await findSession(house.running.db, sessionId))!;
    const phaseOf = (round: Parameters<typeof tablePhase>[0], now: number) => tablePhase(round, now, 10_000);
    expect(await readTableState(house.running.db, { game: cockfightTableGame, phaseOf }, live.clock, session, 'en')).toEqual(await arenaState(`?session=${sessionId}&language=en`));

    live.clock.advance(60_000);
    await until((state) => state.round?.phase === 'last_call');
    expect(text((await page(location)).html)).toContain('Last call! 10 s left');
    live.clock.advance(10_000);
    await until((state) => state.round?.state === 'closed');
    expect(text((await page(location)).html)).toContain('Betting closed — the fight is on');
    expect((await page(location)).html).toContain('<button type="submit" id="place-bet" disabled>');

    live.clock.advance(20_000);
    const fought = (await until((state) => state.round?.state === 'settled')).round!;
    const fight = cockfightTableGame.deal({ serverSeed: fought.serverSeed!, clientSeed: fought.clientSeed, nonce: fought.nonce });
    expect(fought.result).toEqual(fight);
    const paid = cockfightTableGame.payout('WALA', 9_400, fight);
    const after = (await page(location)).html;
    const words = { MERON: 'Meron wins', WALA: 'Wala wins', DRAW: 'Draw', CANCEL: 'Fight cancelled — every bet returned' } as const;
    expect(after).toContain(`<strong>${words[fight.result as keyof typeof words]}</strong>`);
    expect(after).toContain(`Fun balance: <span class="balance" id="balance" aria-live="polite">৳${((100_000 - 9_400 + paid) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}</span>`);
    expect(after).toMatch(new RegExp(`<ul class="road" id="road"><li><a class="badge r-${fight.result}" href="/verify\\?language=en&amp;table=house-cockfight&amp;round=1"`));

    const verify = await page('/verify?language=en&table=house-cockfight&round=1');
    expect(verify.status).toBe(200);
    expect(hashServerSeed(fought.serverSeed!)).toBe(fought.serverSeedHash);
    expect(verify.html).toContain('id="hash-check"');
    expect(verify.html).toContain('id="result-check"');
    expect(verify.html).not.toContain('✘');
    expect(verify.html).toContain(`<strong>${words[fight.result as keyof typeof words]}</strong>`);
    expect(house.api.calls).toHaveLength(0);
  });
});
