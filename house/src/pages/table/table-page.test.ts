import { hashServerSeed } from '../../fair/seeds';
import { CHECK_MARK } from '../art/marks';
import { baccaratTableGame } from '../../games/baccarat/baccarat-table-game';
import { tablePhase } from '../../table/table-service';
import { findSession } from '../../sessions/session-repo';
import type { CoupJson } from '../baccarat/baccarat-look';
import { livePageForEachTest } from './table-page-test-support';
import { readTableState } from './table-state';

const GAME = 'house-baccarat';
const BETTING_MS = 15_000;
const RESULT_MS = 5_000;
jest.setTimeout(60_000);

const live = livePageForEachTest<CoupJson>(GAME, { bettingMs: BETTING_MS, resultMs: RESULT_MS, sweepMs: 1_000 });
const { house, get, page, tableState, until, text } = live;
const postBet = (location: string, form: Record<string, string>) => live.postBet(location, form, 'bn');

/** The launch as the api sends it: the page address it redirects to (the token gone). */
async function openTable(query: Record<string, string>): Promise<string> {
  const location = await house.open(GAME, query);
  expect(location).toMatch(/^\/live\/[A-Za-z0-9_-]{32}\?language=(bn|en)$/);
  if (query.token) expect(location).not.toContain(query.token);
  return location;
}

describe('the live table page', () => {
  it('opens a real-money launch on the table page in Bengali: round, countdown, seed hash, bet form, balance, rules', async () => {
    const location = await openTable({ token: house.api.launch('khela_1', 100_000), language: 'bn', backUrl: 'https://khela.example/live' });
    const { status, html, headers } = await page(location);
    expect(status).toBe(200);
    const state = await tableState();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('খেলা ব্যাকারা লাইভ');
    expect(html).toContain('<strong id="round-number">রাউন্ড ১</strong>');
    expect(text(html)).toContain('বাজি চলছে ১৫ সেকেন্ড বাকি');
    expect(html).toContain(`<span class="mono" id="seed-hash">${state.round!.serverSeedHash}</span>`);
    expect(html).toContain('<span class="balance" id="balance" aria-live="polite">৳১,০০০.০০</span>');
    // The sides are one labelled radio group with their payouts; the stake is a labelled choice.
    expect(html).toMatch(/<fieldset class="sides"><legend>কার উপর বাজি<\/legend>/);
    expect(html).toContain('<label><input type="radio" name="side" value="banker"> <span>ব্যাংকার — ০.৯৫:১ (৫% কমিশন)</span></label>');
    expect(html).toContain('<label for="stake">বাজির পরিমাণ<select id="stake" name="stake">');
    // Exact probabilities and house edges (baccarat-odds.ts), in Bengali digits.
    expect(html).toContain('২,২৩০,৫১৮,২৮২,৫৯২,২৫৬ / ৪,৯৯৮,৩৯৮,২৭৫,৫০৩,৩৬০ ≈ ৪৪.৬২৪৭%');
    expect(html).toContain('<td>১.০৫৭৯%</td>');
    expect(html).toContain('<td>১৪.৩৫৯৬%</td>');
    // The script and the styles run under the page's CSP nonce, and the page never leaks its address.
    const nonce = /script-src 'nonce-([^']+)'/.exec(headers.get('content-security-policy')!)![1]!;
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('href="https://khela.example/live" target="_top"');
    // The game page address of a table session leads to the table page.
    const game = await get(location.replace('/live/', '/game/'));
    expect([game.status, game.headers.get('location')]).toEqual([303, location]);
  });

  it('opens a fun session without asking Khela and shows the fun balance', async () => {
    const location = await openTable({ funPlay: '1', language: 'en' });
    const { html } = await page(location);
    expect(html).toContain('Free play — fun money, not real money');
    expect(html).toContain('Fun balance: <span class="balance" id="balance" aria-live="polite">৳1,000.00</span>');
    expect(html).toContain('<strong id="round-number">Round 1</strong>');
    const placed = await postBet(location, { side: 'tie', stake: '5000' });
    expect(placed.html).toContain('<p class="notice" id="notice" role="status" aria-live="polite">বাজি নেওয়া হয়েছে: ৳৫০.০০।</p>');
    expect(placed.html).toContain('<span class="balance" id="balance" aria-live="polite">৳৯৫০.০০</span>');
    expect(house.api.calls).toHaveLength(0);
  });

  it('places a bet through the form post, refuses a bad one in words, then shows the deal, the payout and the road with its verification', async () => {
    const location = await openTable({ token: house.api.launch('khela_2', 100_000), language: 'bn' });
    const placed = await postBet(location, { side: 'banker', stake: '10000' });
    expect(placed.status).toBe(200);
    expect(placed.html).toContain('role="status" aria-live="polite">বাজি নেওয়া হয়েছে: ৳১০০.০০।</p>');
    expect(placed.html).toContain('<ul class="history" id="your-bets" aria-live="polite"><li>ব্যাংকার: ৳১০০.০০ — ফলাফলের অপেক্ষা</li></ul>');
    // The form keeps the bet just placed.
    expect(placed.html).toContain('value="banker" checked');
    expect(placed.html).toContain('<option value="10000" selected>');
    expect(house.api.openBets()).toEqual([expect.objectContaining({ playerId: 'khela_2', amount: 10_000, status: 'open' })]);
    expect(house.api.balanceOf('khela_2')).toBe(90_000);

    // What the page is drawn from is what the script polls: GET /table/:game/state?session=.
    const sessionId = /\/live\/([^?]+)/.exec(location)![1]!;
    const session = (await findSession(house.running.db, sessionId))!;
    expect(await readTableState(house.running.db, { game: baccaratTableGame, phaseOf: (round, now) => tablePhase(round, now, 0) }, live.clock, session, 'bn')).toEqual(await tableState(`?session=${sessionId}&language=bn`));

    const refused = await postBet(location, { side: 'dragon', stake: '10000' });
    expect(refused.html).toContain('এই বাজিটি টেবিলে নেই: প্লেয়ার, ব্যাংকার বা টাই বেছে নিন');
    expect(house.api.openBets()).toHaveLength(1);

    live.clock.advance(BETTING_MS);
    const dealt = await until((state) => state.round?.state === 'settled');
    const round = dealt.round!;
    const coup = baccaratTableGame.deal({ serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce });
    const paid = baccaratTableGame.payout('banker', 10_000, coup);
    expect(house.api.balanceOf('khela_2')).toBe(90_000 + paid);

    const after = await page(location);
    expect(text(after.html)).toContain('রাউন্ড ১ · ফলাফল');
    // Every dealt card as text (rank, suit symbol, and the suit in words; red suits are marked, not only coloured).
    const lastCoup = /<div id="last-coup" aria-live="polite">([\s\S]*?)<\/div><\/section>/.exec(after.html)![1]!;
    const cards = [...lastCoup.matchAll(/<li class="card( red)?"><span aria-hidden="true">([^<]+)<\/span><span class="sr-only">([^<]+)<\/span><\/li>/g)];
    const symbols: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
    const dealtCards = [...(coup.player as string[]), ...(coup.banker as string[])];
    expect(cards.map((card) => card[2])).toEqual(dealtCards.map((card) => card.slice(0, -1) + symbols[card.slice(-1)]));
    expect(cards.map((card) => card[1] === ' red')).toEqual(dealtCards.map((card) => card.endsWith('H') || card.endsWith('D')));
    expect(cards.every((card) => /(স্পেড|হার্ট|ডায়মন্ড|ক্লাব)$/.test(card[3]!))).toBe(true);
    expect(after.html).toContain(`<strong>${{ player: 'প্লেয়ার জিতেছে', banker: 'ব্যাংকার জিতেছে', tie: 'টাই হয়েছে' }[coup.winner as string]}</strong>`);
    expect(after.html).toContain(`<p class="you-got">এই দানে আপনি পেয়েছেন ${money(paid)}</p>`);
    expect(after.html).toContain(`<span class="balance" id="balance" aria-live="polite">${money(90_000 + paid)}</span>`);
    const badge = /<a class="badge b-(\w+)" href="([^"]+)"/.exec(after.html)!;
    expect(badge[1]).toBe(coup.winner);
    expect(badge[2]).toBe('/verify?language=bn&amp;table=house-baccarat&amp;round=1');

    // The road's link: the round recomputed from its revealed seed, both checks passed.
    const verify = await page(badge[2]!.replace(/&amp;/g, '&'));
    expect(verify.status).toBe(200);
    expect(verify.html).toContain(`<span class="mono" id="committed-hash">${round.serverSeedHash}</span>`);
    expect(verify.html).toContain(`<span class="mono" id="revealed-seed">${round.serverSeed}</span>`);
    expect(hashServerSeed(round.serverSeed!)).toBe(round.serverSeedHash);
    expect(verify.html).toContain('<p class="ok" id="hash-check">' + CHECK_MARK + ' প্রকাশিত সিডের SHA-256 বাজির সময় দেখানো হ্যাশের সাথে মিলেছে।</p>');
    expect(verify.html).toContain('<p class="ok" id="result-check">' + CHECK_MARK + ' সিড থেকে আবার গণনা করা দান রেকর্ড করা দানের সাথে মিলেছে।</p>');
    expect(verify.html).toContain(`(${['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'][coup.playerTotal as number]})</h3>`);

    // After the result pause the next round opens; a late form post for the closed window is refused.
    live.clock.advance(RESULT_MS);
    await until((state) => state.round?.number === 2);
    live.clock.advance(BETTING_MS);
    const late = await postBet(location, { side: 'player', stake: '1000' });
    expect(late.html).toContain('এই রাউন্ডের বাজি বন্ধ হয়ে গেছে। পরের রাউন্ডে বাজি ধরুন।');
    expect(house.api.callsOf('bet')).toHaveLength(1);
  });

  it('verifies table rounds on the public verify page: before the deal, from typed seeds, and refuses bad input', async () => {
    const before = await page('/verify?language=en&table=house-baccarat&round=1');
    expect(before.status).toBe(200);
    expect(before.html).toContain('This round has not been dealt yet');
    expect(before.html).not.toContain('id="revealed-seed"');

    live.clock.advance(BETTING_MS);
    const round = (await until((state) => state.round?.state === 'settled')).round!;
    const typed = await page(`/verify?language=en&table=house-baccarat&serverSeed=${round.serverSeed}&clientSeed=${round.clientSeed}&nonce=1`);
    expect(typed.status).toBe(200);
    expect(typed.html).toContain(`<span class="mono" id="computed-hash">${round.serverSeedHash}</span>`);
    const winner = { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' }[round.result!.winner];
    expect(typed.html).toContain(`<strong>${winner}</strong>`);

    expect((await page('/verify?language=en&table=house-baccarat&round=99')).status).toBe(404);
    const bad = await page('/verify?language=en&table=house-baccarat&serverSeed=x&clientSeed=&nonce=1');
    expect([bad.status, bad.html.includes('A server seed, the client seed')]).toEqual([400, true]);
    // The verify page's game links reach the table.
    expect((await page('/verify?language=en')).html).toContain('<a href="/verify?language=en&amp;table=house-baccarat">Khela Baccarat Live (live table)</a>');
  });
});

/** Paisa as the Bengali page writes them. */
function money(minor: number): string {
  const digits = '০১২৩৪৫৬৭৮৯';
  const whole = Math.floor(minor / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `৳${whole}.${String(minor % 100).padStart(2, '0')}`.replace(/[0-9]/g, (d) => digits[Number(d)]!);
}
