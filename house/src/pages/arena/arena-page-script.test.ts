import { runInNewContext } from 'node:vm';
import type { Language } from '../../sessions/session-repo';
import type { FragmentContext } from '../table/table-fragments';
import { arenaBetsHtml, type ArenaStateJson, arenaRoadHtml, lastFightHtml } from './arena-fragments';
import { arenaPageScript } from './arena-page-script';

class FakeElement {
  textContent = '';
  innerHTML = '';
  disabled = false;
  private readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, (event: { preventDefault(): void }) => void>();
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  addEventListener(type: string, fn: (event: { preventDefault(): void }) => void) {
    this.listeners.set(type, fn);
  }
}

const IDS = ['round-number', 'phase', 'countdown', 'seed-hash', 'client-seed', 'nonce', 'your-bets', 'last-fight', 'road', 'balance', 'notice', 'place-bet', 'bet-form'];

/** The arena's script in a sandbox with a fake document and fetch (as pages/table/table-page-script.test.ts). */
function runScript(lang: Language, answers: unknown[]) {
  const elements = Object.fromEntries(IDS.map((id) => [id, new FakeElement()]));
  const requests: { url: string; init?: { method?: string; body?: string } }[] = [];
  const timers: (() => void)[] = [];
  const intervals: (() => void)[] = [];
  const document = { hidden: false, getElementById: (id: string) => elements[id] ?? null, addEventListener: () => undefined };
  const fetch = (url: string, init?: { method?: string; body?: string }) => {
    requests.push({ url, init });
    const body = init?.method === 'POST' ? { status: 'accepted', message: 'ACCEPTED', balance: 90_600 } : answers.shift();
    return Promise.resolve({ json: () => Promise.resolve(body) });
  };
  const script = arenaPageScript({
    lang, currency: 'BDT', sessionId: 'S'.repeat(32), fun: true, stateUrl: '/table/house-cockfight/state?session=S', betUrl: '/table/house-cockfight/bet',
    balanceUrl: '/live/S/balance', verifyBase: `/verify?language=${lang}&table=house-cockfight`, pollMs: 1500,
  });
  runInNewContext(script, {
    document, fetch, FormData: class { get = (name: string) => ({ side: 'WALA', stake: '9400' })[name] ?? null; },
    setTimeout: (fn: () => void) => timers.push(fn), clearTimeout: () => undefined, setInterval: (fn: () => void) => intervals.push(fn),
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const poll = async () => {
    timers.shift()!();
    for (let i = 0; i < 5; i += 1) await settle();
  };
  return { elements, requests, poll, settle, second: () => intervals[0]!() };
}

function stateOf(round: Partial<NonNullable<ArenaStateJson['round']>> | null, bets: NonNullable<ArenaStateJson['you']>['bets'] = []): ArenaStateJson {
  return {
    game: { code: 'house-cockfight', name: 'Khela Cockfight', sides: ['MERON', 'WALA', 'DRAW'], limits: { minStake: 1000, maxStake: 1_000_000, stakeStep: 100 } },
    round: round && {
      id: 'house-cockfight-7-abcdef', number: 7, state: 'open', phase: 'open', opensAt: '', closesAt: '', secondsLeft: 11, serverSeedHash: 'e'.repeat(64),
      clientSeed: 'house-cockfight-7-abcdef', nonce: 7, serverSeed: null, result: null, ...round,
    },
    lastResults: [{ number: 6, result: { result: 'DRAW', roll: 950 } }, { number: 5, result: { result: 'MERON', roll: 12 } }, { number: 4, result: { result: 'CANCEL', roll: 995 } }],
    you: { bets, funBalance: 50_000 },
  };
}

const STATES: Record<string, ArenaStateJson> = {
  'no fight yet': { ...stateOf(null), lastResults: [] },
  'betting open with bets': stateOf({}, [{ id: 'b1', side: 'MERON', stake: 10_000, payout: null, state: 'debited' }]),
  'fought with payouts': stateOf({ state: 'settled', phase: 'result', secondsLeft: 0, serverSeed: 'seed', result: { result: 'WALA', roll: 600 } }, [
    { id: 'b1', side: 'WALA', stake: 9_400, payout: 19_400, state: 'settled' },
    { id: 'b2', side: 'DRAW', stake: 1_000, payout: 0, state: 'settled' },
  ]),
};

describe('the arena page script', () => {
  for (const lang of ['bn', 'en'] as const) {
    for (const [name, state] of Object.entries(STATES)) {
      it(`draws the polled state as the server draws it (${lang}, ${name})`, async () => {
        const page = runScript(lang, [state]);
        await page.poll();
        const ctx: FragmentContext = { lang, currency: 'BDT', verifyBase: `/verify?language=${lang}&table=house-cockfight` };
        expect(page.elements['your-bets']!.innerHTML).toBe(arenaBetsHtml(state, ctx));
        expect(page.elements['last-fight']!.innerHTML).toBe(lastFightHtml(state, ctx));
        expect(page.elements.road!.innerHTML).toBe(arenaRoadHtml(state, ctx));
      });
    }
  }

  it('counts down into the last call’s state as polled, then closes the bet button at 0', async () => {
    const page = runScript('en', [stateOf({ phase: 'last_call', secondsLeft: 2 })]);
    await page.poll();
    expect([page.elements.phase!.textContent, page.elements.countdown!.textContent, page.elements['place-bet']!.disabled]).toEqual(['Last call!', '2 s left', false]);
    page.second();
    page.second();
    expect([page.elements.phase!.textContent, page.elements.countdown!.textContent, page.elements['place-bet']!.disabled]).toEqual(['Betting closed — the fight is on', '', true]);
  });

  it('shows the result, what the player got and the fun balance in Bengali', async () => {
    const page = runScript('bn', [STATES['fought with payouts']]);
    await page.poll();
    expect(page.elements.phase!.textContent).toBe('ফলাফল');
    expect(page.elements['last-fight']!.innerHTML).toContain('<strong>ওয়ালা জিতেছে</strong>');
    expect(page.elements['last-fight']!.innerHTML).toContain('এই লড়াইয়ে আপনি পেয়েছেন ৳১৯৪.০০');
    expect(page.elements.balance!.textContent).toBe('৳৫০০.০০');
  });

  it('places a bet through the table API and shows its answer', async () => {
    const page = runScript('en', [STATES['betting open with bets'], STATES['betting open with bets']]);
    page.elements['bet-form']!.listeners.get('submit')!({ preventDefault: () => undefined });
    for (let i = 0; i < 5; i += 1) await page.settle();
    const post = page.requests.find((r) => r.init?.method === 'POST')!;
    expect(post.url).toBe('/table/house-cockfight/bet');
    expect(JSON.parse(post.init!.body!)).toEqual({ sessionId: 'S'.repeat(32), side: 'WALA', stake: '9400', language: 'en' });
    expect(page.elements.notice!.textContent).toBe('ACCEPTED');
  });
});
