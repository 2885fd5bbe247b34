import type { Language } from '../../sessions/session-repo';
import { type FragmentContext, lastResultHtml, roadHtml, yourBetsHtml } from '../table/table-fragments';
import { runTableScript } from '../table/table-script-test-support';
import type { ArenaStateJson } from './arena-fragments';
import { arenaLook } from './arena-look';

/** The arena's script in a sandbox (pages/table/table-script-test-support.ts). */
const runScript = (lang: Language, answers: unknown[]) =>
  runTableScript({ look: arenaLook, game: 'house-cockfight', lang, fun: true, answers, betAnswer: { status: 'accepted', message: 'ACCEPTED', balance: 90_600 }, form: { side: 'WALA', stake: '9400' } });

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
        expect(page.elements['your-bets']!.innerHTML).toBe(yourBetsHtml(arenaLook, state, ctx));
        expect(page.elements['last-fight']!.innerHTML).toBe(lastResultHtml(arenaLook, state, ctx));
        expect(page.elements.road!.innerHTML).toBe(roadHtml(arenaLook, state, ctx));
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
    const post = await page.submit();
    expect(post.url).toBe('/table/house-cockfight/bet');
    expect(post.body).toEqual({ sessionId: 'S'.repeat(32), side: 'WALA', stake: '9400', language: 'en' });
    expect(page.elements.notice!.textContent).toBe('ACCEPTED');
  });
});
