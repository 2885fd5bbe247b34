import { runInNewContext } from 'node:vm';
import { checkParlayLegs, type MarketType, potentialReturn, sessionAmounts } from '@khela/contracts/sportsbook';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import { bookPageScript, SLIP_LOGIC } from './book-page-script';

interface Leg {
  sel: string;
  market: string;
  code: string;
  event: string;
  price: string;
  rate: number | null;
  parlayable: boolean;
}
interface Slip {
  toggle(legs: Leg[], sel: Leg): { legs: Leg[]; added: boolean; refused: string | null };
  parlayProblem(legs: Leg[]): string | null;
  potentialReturn(stake: number, legs: Leg[]): number;
  singlesReturn(stake: number, legs: Leg[]): number;
  stakeMinor(text: string): number | null;
  stakeProblem(minor: number | null, min: number, max: number): string | null;
}

const slip = runInNewContext(`${SLIP_LOGIC};BookSlip`, { BigInt }) as Slip;
const leg = (event: string, market: string, code: string, price: string, marketType: MarketType = 'football_1x2'): Leg & { marketType: MarketType } => ({
  sel: `${market}.${code}`, market, code, event, price, rate: null, parlayable: marketType !== 'cricket_session', marketType,
});

describe('the slip logic (the page script) agrees with the contract', () => {
  it('builds a parlay: toggles, replaces a pick of the same market, stops at 10 legs', () => {
    let legs: Leg[] = [];
    legs = slip.toggle(legs, leg('e1', 'm1', 'home', '2.00')).legs;
    legs = slip.toggle(legs, leg('e2', 'm2', 'away', '1.50')).legs;
    expect(legs.map((l) => l.sel)).toEqual(['m1.home', 'm2.away']);
    // Another selection of market m1 replaces the first; the same one again takes it off.
    legs = slip.toggle(legs, leg('e1', 'm1', 'draw', '3.40')).legs;
    expect(legs.map((l) => l.sel)).toEqual(['m2.away', 'm1.draw']);
    const off = slip.toggle(legs, leg('e1', 'm1', 'draw', '3.40'));
    expect([off.added, off.legs.map((l) => l.sel)]).toEqual([false, ['m2.away']]);
    let ten: Leg[] = [];
    for (let i = 0; i < 10; i += 1) ten = slip.toggle(ten, leg(`e${i}`, `m${i}`, 'home', '1.10')).legs;
    const eleventh = slip.toggle(ten, leg('e10', 'm10', 'home', '1.10'));
    expect([eleventh.refused, eleventh.legs.length]).toEqual(['too_many_legs', 10]);
  });

  it('refuses two legs of one event, a session line, one leg and eleven legs, as checkParlayLegs does', () => {
    const cases = [
      [leg('e1', 'm1', 'home', '2.00'), leg('e1', 'm2', 'over', '1.90', 'football_over_under')],
      [leg('e1', 'm1', 'home', '2.00'), leg('e2', 'm2', 'yes', '2.00', 'cricket_session')],
      [leg('e1', 'm1', 'home', '2.00')],
      Array.from({ length: 11 }, (_, i) => leg(`e${i}`, `m${i}`, 'home', '1.10')),
      [leg('e1', 'm1', 'home', '2.00'), leg('e2', 'm2', 'away', '1.50')],
    ];
    for (const legs of cases) {
      const contract = checkParlayLegs(legs.map((l) => ({ eventId: l.event, marketType: l.marketType })));
      expect(slip.parlayProblem(legs)).toBe(contract.ok ? null : contract.reason);
    }
    expect(slip.parlayProblem(cases[0]!)).toBe('same_event_twice');
  });

  it("computes the potential return by the contract's payout (floored once over every price), and a session line's by its rate", () => {
    const prices = [['1.43'], ['2.063830', '1.01'], ['1.85', '1.95', '3.40', '12.5'], ['1.333333', '1.333333', '1.333333']];
    for (const stake of [1_000, 10_000, 12_345, 5_000_000]) {
      for (const list of prices) {
        expect(slip.potentialReturn(stake, list.map((p, i) => leg(`e${i}`, `m${i}`, 'home', p)))).toBe(potentialReturn(stake, list));
      }
      const session = { ...leg('e1', 'm1', 'no', '2.10', 'cricket_session'), rate: 110 };
      expect(slip.potentialReturn(stake, [session])).toBe(sessionAmounts('no', stake, 110).returnIfWon);
    }
    expect(slip.singlesReturn(10_000, [leg('e1', 'm1', 'home', '2.00'), leg('e2', 'm2', 'home', '1.50')])).toBe(20_000 + 15_000);
  });

  it('reads a stake in taka, Bengali digits too, and checks the limits', () => {
    expect(['100', '১০০.৫', '1,000.25', '0.5', 'abc', '1.234'].map(slip.stakeMinor)).toEqual([10_000, 10_050, 100_025, 50, null, null]);
    expect([slip.stakeProblem(null, 1_000, 5_000), slip.stakeProblem(500, 1_000, 5_000), slip.stakeProblem(6_000, 1_000, 5_000), slip.stakeProblem(2_000, 1_000, 5_000)]).toEqual([
      'invalid_stake', 'stake_below_min', 'stake_above_max', null,
    ]);
  });
});

/** A fake element: what the script reads and writes. */
class FakeElement {
  textContent = '';
  innerHTML = '';
  value = '';
  hidden = false;
  disabled = false;
  checked = false;
  className = '';
  parentNode: unknown = null;
  dataset: Record<string, string> = {};
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, (event: { preventDefault(): void; target?: unknown }) => void>();
  readonly classList = { contains: (name: string) => this.className.split(' ').includes(name) };
  getAttribute = (name: string) => this.attributes.get(name) ?? null;
  hasAttribute = (name: string) => this.attributes.has(name);
  setAttribute = (name: string, value: string) => void this.attributes.set(name, value);
  removeAttribute = (name: string) => void this.attributes.delete(name);
  addEventListener = (type: string, fn: (event: { preventDefault(): void }) => void) => void this.listeners.set(type, fn);
  focus = () => undefined;
}

const IDS = ['slip-legs', 'slip-empty', 'slip-mode', 'slip-count', 'accept-new', 'stake', 'slip-return', 'place', 'slip-clear', 'slip-message', 'preferences', 'odds-format', 'acceptance', 'preferences-message', 'markets', 'event-state'];

/** The page script over a fake match page with `picks`; fetch answers the bet posts with `answers` in turn. */
function runPage(lang: 'bn' | 'en', picks: Array<Record<string, string>>, answers: unknown[], window: Record<string, unknown> = {}) {
  const elements = Object.fromEntries(IDS.map((id) => [id, new FakeElement()]));
  const buttons = picks.map((data) => Object.assign(new FakeElement(), { className: 'pick', dataset: data }));
  const parlay = Object.assign(new FakeElement(), { value: 'parlay' });
  const singles = Object.assign(new FakeElement(), { value: 'singles', checked: true });
  let onClick: (event: { target: unknown }) => void = () => undefined;
  const body = new FakeElement();
  const document = {
    hidden: false, body,
    getElementById: (id: string) => elements[id] ?? null,
    querySelector: (selector: string) => (selector.includes('parlay') ? parlay : null),
    querySelectorAll: (selector: string) => (selector === '.pick' ? buttons : [singles, parlay]),
    addEventListener: (type: string, fn: typeof onClick) => (type === 'click' ? (onClick = fn) : undefined),
  };
  const requests: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetch = (url: string, init?: { body?: string }) => {
    requests.push({ url, body: init?.body ? JSON.parse(init.body) : null });
    return Promise.resolve({ json: () => Promise.resolve(answers.shift()) });
  };
  runInNewContext(
    bookPageScript({
      lang, currency: 'BDT', sessionId: 'S'.repeat(32), preferences: { oddsFormat: 'decimal', acceptance: 'better' }, minStake: 1_000, maxStake: 5_000_000,
      betUrl: '/api/sessions/S/bets', preferencesUrl: '/book/S/preferences', streamUrl: '/book/S/events/e1/stream', liveUrl: '/book/S/events/e1/live', pollMs: 10_000,
    }),
    { document, fetch, window, BigInt, setInterval: () => 0, JSON, Number, String, Promise },
  );
  const settle = async () => {
    for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    elements, buttons, parlay, singles, requests, settle,
    click: (target: unknown) => onClick({ target }),
    typeStake: (text: string) => ((elements.stake!.value = text), elements.stake!.listeners.get('input')!({ preventDefault: () => undefined })),
    place: () => elements.place!.listeners.get('click')!({ preventDefault: () => undefined }),
  };
}

const pick = (event: string, market: string, code: string, price: string, live = '0') => ({
  sel: `${market}.${code}`, market, code, event, price, rate: '', parlayable: '1', live, label: `${event} ${code}`,
  oddsDecimal: price, oddsHongkong: '0.85', oddsMalay: '0.850', oddsIndonesian: '-1.18',
});

describe('the page script', () => {
  it('adds picks with aria-pressed, shows the parlay return, refuses two legs of one event in the player language, and places a parlay', async () => {
    const page = runPage('en', [pick('e1', 'm1', 'home', '1.85'), pick('e1', 'm2', 'over', '1.90'), pick('e2', 'm3', 'away', '2.00')], [
      { status: 'accepted', message: en.accepted, bet: {} },
    ]);
    page.click(page.buttons[0]);
    page.click(page.buttons[1]);
    expect(page.buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'false']);
    expect(page.elements['slip-message']!.textContent).toBe('Added to the slip.');
    page.parlay.checked = true;
    page.typeStake('100');
    expect(page.elements['slip-return']!.textContent).toBe(`৳${(potentialReturn(10_000, ['1.85', '1.90']) / 100).toFixed(2)}`);
    page.place();
    expect(page.elements['slip-message']!.textContent).toBe(en.same_event_twice);
    expect(page.requests).toEqual([]);

    page.click(page.buttons[1]); // off
    page.click(page.buttons[2]);
    page.place();
    expect(page.elements['slip-message']!.textContent).toBe('Placing your bet…');
    await page.settle();
    expect(page.requests).toEqual([
      { url: '/api/sessions/S/bets', body: { stake: 10_000, acceptance: 'better', legs: [{ marketId: 'm1', selectionCode: 'home', price: '1.85' }, { marketId: 'm3', selectionCode: 'away', price: '2.00' }] } },
    ]);
    expect(page.elements['slip-message']!.textContent).toBe(en.accepted);
    expect(page.elements['slip-legs']!.innerHTML).toBe('');
  });

  it('waits for acceptance on a live pick, shows a changed price and places again at it once accepted (Bengali)', async () => {
    const page = runPage('bn', [pick('e1', 'm1', 'home', '1.85', '1')], [
      { status: 'price_changed', message: bn.price_changed, leg: 0, currentPrice: '1.70' },
      { status: 'accepted', message: bn.accepted, bet: {} },
    ]);
    page.click(page.buttons[0]);
    page.typeStake('৫০');
    expect(page.elements['slip-return']!.textContent).toBe('৳৯২.৫০');
    page.place();
    expect(page.elements['slip-message']!.textContent).toBe(bn['page.waiting']);
    await page.settle();
    expect(page.elements['slip-message']!.textContent).toBe(bn.price_changed);
    expect(page.elements['accept-new']!.hidden).toBe(false);
    expect(page.elements['slip-legs']!.innerHTML).toContain('নতুন অডস: ১.৭০');
    page.elements['accept-new']!.listeners.get('click')!({ preventDefault: () => undefined });
    page.place();
    await page.settle();
    expect(page.requests[1]!.body).toEqual({ stake: 5_000, acceptance: 'better', legs: [{ marketId: 'm1', selectionCode: 'home', price: '1.70' }] });
    expect(page.elements['slip-message']!.textContent).toBe(bn.accepted);
  });

  it('refuses a stake under the limit before asking the book', () => {
    const page = runPage('en', [pick('e1', 'm1', 'home', '1.85')], []);
    page.click(page.buttons[0]);
    page.typeStake('5');
    page.place();
    expect(page.elements['slip-message']!.textContent).toBe(en.stake_below_min);
    expect(page.requests).toEqual([]);
  });
});

test('applies a pushed update: the fresh markets and state swap in, the slip keeps its pressed selection', () => {
  const sources: Array<{ url: string; onmessage?: (m: { data: string }) => void }> = [];
  class FakeEventSource {
    readyState = 1;
    onmessage?: (m: { data: string }) => void;
    constructor(readonly url: string) {
      sources.push(this);
    }
  }
  const page = runPage('en', [pick('e1', 'm1', 'home', '1.85')], [], { EventSource: FakeEventSource });
  expect(sources.map((source) => source.url)).toEqual(['/book/S/events/e1/stream']);
  page.click(page.buttons[0]);
  page.buttons[0]!.setAttribute('aria-pressed', 'false'); // as a freshly swapped-in button arrives
  sources[0]!.onmessage!({ data: JSON.stringify({ eventId: 'e1', markets: '<section>new odds</section>', state: '<span class="live">Live</span>' }) });
  expect(page.elements.markets!.innerHTML).toBe('<section>new odds</section>');
  expect(page.elements['event-state']!.innerHTML).toBe('<span class="live">Live</span>');
  expect(page.buttons[0]!.getAttribute('aria-pressed')).toBe('true');
});

test('every page word is in both languages', () => {
  const keys = (texts: Record<string, string>) => Object.keys(texts).sort();
  expect(keys(bn)).toEqual(keys(en));
});
