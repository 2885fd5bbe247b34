import { formatOdds, parsePrice } from '@khela/contracts/sportsbook';
import { BookHarness } from '../testing/book-harness';
import { bookFeed } from '../book/book-feed';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';

jest.setTimeout(30_000);

let h: BookHarness;
beforeEach(async () => {
  h = new BookHarness();
  await h.open({ siteOrigins: ['https://khela.example'] });
});
afterEach(async () => h.close());

/** A page's HTML and headers. */
async function page(url: string) {
  const response = await fetch(`${h.url}${url}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** A member launched into the book in `language`: the session id. */
async function launch(playerId: string, language: 'bn' | 'en'): Promise<string> {
  const token = h.api.launch(playerId, 100_000, { vendorCode: 'KBOOK' });
  const response = await h.request('GET', `/play?token=${token}&language=${language}`);
  return /^\/book\/([A-Za-z0-9_-]+)\?/.exec(response.location ?? '')![1]!;
}

/** A cricket match today (20:00 in Dhaka; the fake clock is 18:00 there) with its winner market, and a session line. */
async function cricketToday() {
  const competition = await h.ops<{ id: string }>('POST', '/ops/competitions', { sport: 'cricket', name: 'Bangladesh Premier League', region: 'BD' });
  const event = await h.ops<{ id: string }>('POST', '/ops/events', { competitionId: competition.body.id, home: 'Dhaka Capitals', away: 'Sylhet Strikers', startsAt: '2026-11-26T14:00:00Z' });
  const winner = await h.ops<{ id: string }>('POST', '/ops/markets', { eventId: event.body.id, type: 'cricket_match_winner', selections: [{ code: 'home', name: 'Dhaka Capitals', price: '1.85' }, { code: 'away', name: 'Sylhet Strikers', price: '1.95' }] });
  const session = await h.ops<{ id: string }>('POST', '/ops/markets', { eventId: event.body.id, type: 'cricket_session', period: 'innings_1', specifiers: { total: '46', overNumber: 6 }, selections: [{ code: 'yes', rate: 100 }, { code: 'no', rate: 100 }] });
  return { eventId: event.body.id, winnerId: winner.body.id, sessionMarketId: session.body.id };
}

describe('the book pages', () => {
  it('renders the home in English and Bengali from the storage: tabs, competition, start time, the main market', async () => {
    const { eventId, winnerId, sessionMarketId } = await cricketToday();
    const english = await page(`/book/${await launch('m1', 'en')}`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-security-policy')).toContain('frame-ancestors https://khela.example');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toMatch(/aria-current="page">Cricket</);
    expect(english.html).toContain('Bangladesh Premier League');
    expect(english.html).toContain('Today 20:00');
    expect(english.html).toContain(`/events/${eventId}"`);
    expect(english.html).toContain(`data-market="${winnerId}"`);
    expect(english.html).toContain('<span class="o o-decimal">1.85</span>');
    expect(english.html).toContain('aria-pressed="false"');
    // The home lists the main market only; the session line is on the match page.
    expect(english.html).not.toContain(`data-market="${sessionMarketId}"`);

    const bengali = await page(`/book/${await launch('m2', 'bn')}`);
    expect(bengali.html).toContain('<html lang="bn">');
    expect(bengali.html).toMatch(/aria-current="page">ক্রিকেট</);
    expect(bengali.html).toContain('আজ ২০:০০');
    expect(bengali.html).toContain('<span class="o o-decimal">১.৮৫</span>');
    expect(bengali.html).toContain('বেট স্লিপ');
  });

  it('renders the match page: score, every market, suspended ones disabled, live state', async () => {
    const { eventId, winnerId, sessionMarketId } = await cricketToday();
    await h.ops('POST', `/ops/events/${eventId}/state`, { state: 'live', score: { home: '45/2', away: '0/0' } });
    await h.ops('POST', `/ops/markets/${sessionMarketId}/suspend`);
    const match = await page(`/book/${await launch('m1', 'en')}/events/${eventId}`);
    expect(match.status).toBe(200);
    expect(match.html).toContain('Dhaka Capitals v Sylhet Strikers');
    expect(match.html).toMatch(/class="live">Live<\/span> <span class="score">45\/2 – 0\/0<\/span>/);
    expect(match.html).toContain('Session runs · 1st innings · 6 overs · Line 46');
    expect(match.html).toContain('<span class="suspended-tag">Suspended</span>');
    const disabled = [...match.html.matchAll(/<button type="button" class="pick"[^>]*data-market="([^"]+)"[^>]*?( disabled)?>/g)].map((m) => [m[1], Boolean(m[2])]);
    expect(disabled).toEqual([[winnerId, false], [winnerId, false], [sessionMarketId, true], [sessionMarketId, true]]);
    expect(match.html).toContain('data-live="1"');
    const missing = await page(`/book/${await launch('m2', 'bn')}/events/nope`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(bn.not_found);
  });

  it('an unknown session gets a translated page and nothing else', async () => {
    const unknown = await page(`/book/${'x'.repeat(32)}?language=en`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(en.unknownSession);
  });

  it('remembers the odds format and acceptance per member, shows the odds in it, and refuses a bad choice', async () => {
    await cricketToday();
    const first = await launch('m1', 'en');
    expect((await page(`/book/${first}`)).html).toContain('<body class="fmt-decimal">');
    const saved = await h.request('POST', `/book/${first}/preferences`, { oddsFormat: 'hongkong', acceptance: 'better' });
    expect(saved.body).toEqual({ oddsFormat: 'hongkong', acceptance: 'better' });
    const bad = await h.request('POST', `/book/${first}/preferences`, { oddsFormat: 'american' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'invalid_field', message: en.invalid_field });
    // The next launch of the same member finds them.
    const home = (await page(`/book/${await launch('m1', 'en')}`)).html;
    expect(home).toContain('<body class="fmt-hongkong">');
    expect(home).toContain(`<span class="o o-hongkong">${formatOdds(parsePrice('1.85'), 'hongkong')}</span>`);
    expect(home).toContain(`<span class="o o-malay">${formatOdds(parsePrice('1.95'), 'malay')}</span>`);
    expect(home).toContain(`<span class="o o-indonesian">${formatOdds(parsePrice('1.85'), 'indonesian')}</span>`);
    expect(home).toMatch(/<option value="better" selected>/);
    // Another member keeps the defaults.
    expect((await page(`/book/${await launch('m2', 'en')}`)).html).toContain('<body class="fmt-decimal">');
  });

  it("lists the member's open and settled bets with sport, match, market, selection, odds, stake and payout", async () => {
    const { winnerId } = await cricketToday();
    const session = await launch('m1', 'en');
    expect((await h.bet(session, { stake: 10_000, acceptance: 'ask', legs: [{ marketId: winnerId, selectionCode: 'home', price: '1.85' }] })).body.status).toBe('accepted');
    let bets = (await page(`/book/${session}/bets`)).html;
    expect(bets).toMatch(/Open bets<\/h2><article class="bet"><h3>Single · Open<\/h3>/);
    expect(bets).toContain('<dd>Cricket</dd>');
    expect(bets).toContain('<dd>Dhaka Capitals v Sylhet Strikers</dd>');
    expect(bets).toContain('<dd>Match winner</dd>');
    expect(bets).toContain('<dd>1.85</dd>');
    expect(bets).toContain('<dd>৳100.00</dd>');
    expect(bets).toContain('<dd>৳185.00</dd>');
    await h.ops('POST', `/ops/markets/${winnerId}/result`, { result: { kind: 'winner', winner: 'home' } });
    bets = (await page(`/book/${session}/bets`)).html;
    expect(bets).toMatch(/Settled bets<\/h2><article class="bet"><h3>Single · Settled<\/h3>/);
    expect(bets).toContain('<dt>Result</dt><dd>Won</dd>');
    expect(bets).toContain('<dt>Payout</dt><dd>৳185.00</dd>');
  });
});

describe('live updates', () => {
  /** Reads server-sent `data:` lines from a stream until `count` came. */
  async function readEvents(url: string, count: number, act: () => Promise<void>): Promise<Array<Record<string, string>>> {
    const controller = new AbortController();
    const response = await fetch(`${h.url}${url}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const first = await reader.read(); // the retry line: the stream is listening
    text += decoder.decode(first.value);
    await act();
    const found = () => [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as Record<string, string>);
    while (found().length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    controller.abort();
    return found();
  }

  it('pushes the match page its new odds when trading changes a price, and the new state when a market is suspended', async () => {
    const { eventId, winnerId } = await cricketToday();
    const session = await launch('m1', 'en');
    const updates = await readEvents(`/book/${session}/events/${eventId}/stream`, 2, async () => {
      await h.ops('POST', `/ops/markets/${winnerId}/prices`, { prices: { home: '1.70', away: '2.10' } });
      await h.ops('POST', `/ops/markets/${winnerId}/suspend`);
    });
    expect(updates[0]!.eventId).toBe(eventId);
    expect(updates[0]!.markets).toContain('<span class="o o-decimal">1.70</span>');
    expect(updates[0]!.markets).toContain('data-price="2.10"');
    expect(updates[1]!.markets).toContain('<span class="suspended-tag">Suspended</span>');
  });

  it('pushes the home its row with the score when an event goes live, and the fallback poll answers the same', async () => {
    const { eventId } = await cricketToday();
    const session = await launch('m1', 'bn');
    const updates = await readEvents(`/book/${session}/events/stream?sport=cricket`, 1, async () => {
      await h.ops('POST', `/ops/events/${eventId}/state`, { state: 'live', score: { home: '12/0', away: '0/0' } });
    });
    expect(updates[0]).toMatchObject({ eventId });
    expect(updates[0]!.row).toContain('<span class="live">লাইভ</span> <span class="score">১২/০ – ০/০</span>');
    const polled = await h.request('GET', `/book/${session}/live?sport=cricket`);
    expect(polled.body.updates).toEqual([{ eventId, row: updates[0]!.row }]);
  });

  it('the feed emits once per committed change and never for a refused one', async () => {
    const { eventId, winnerId } = await cricketToday();
    const seen: unknown[] = [];
    const stop = bookFeed.listen((change) => seen.push(change));
    await h.ops('POST', `/ops/markets/${winnerId}/prices`, { prices: { home: 'abc' } });
    await h.ops('POST', `/ops/markets/${winnerId}/prices`, { prices: { home: '1.80' } });
    stop();
    expect(seen).toEqual([{ eventId, kind: 'prices' }]);
  });
});
