import type { Language } from '../../sessions/session-repo';
import { baccaratLook, type CoupJson } from '../baccarat/baccarat-look';
import { type FragmentContext, lastResultHtml, roadHtml, type TableStateJson as StateJson, yourBetsHtml } from './table-fragments';
import { runTableScript } from './table-script-test-support';

type TableStateJson = StateJson<CoupJson>;

/** The baccarat table's script in a sandbox (table-script-test-support.ts). */
const runScript = (lang: Language, fun: boolean, answers: unknown[]) =>
  runTableScript({ look: baccaratLook, game: 'house-baccarat', lang, fun, answers, betAnswer: { status: 'closed', message: 'CLOSED', balance: null }, form: { side: 'tie', stake: '5000' } });

const coup = { player: ['KH', '9S'], banker: ['10D', 'AC', '5C'], playerTotal: 9, bankerTotal: 6, winner: 'player' as const, natural: true };
const tieCoup = { player: ['2H', '3D'], banker: ['4S', 'AC'], playerTotal: 5, bankerTotal: 5, winner: 'tie' as const, natural: false };

function stateOf(round: Partial<NonNullable<TableStateJson['round']>> | null, bets: NonNullable<TableStateJson['you']>['bets'] = [], funBalance: number | null = null): TableStateJson {
  return {
    game: { code: 'house-baccarat', name: 'Khela Baccarat Live', sides: ['player', 'banker', 'tie'], limits: { minStake: 1000, maxStake: 1_000_000, stakeStep: 100 } },
    round: round && {
      id: 'house-baccarat-12-abcdef', number: 12, state: 'open', phase: 'open', opensAt: '', closesAt: '', secondsLeft: 9, serverSeedHash: 'f'.repeat(64), clientSeed: 'house-baccarat-12-abcdef', nonce: 12,
      serverSeed: null, result: null, ...round,
    },
    lastResults: [{ number: 11, result: coup }, { number: 10, result: tieCoup }],
    you: { bets, funBalance },
  };
}

const STATES: Record<string, TableStateJson> = {
  'no round yet': { ...stateOf(null), lastResults: [] },
  'betting open with bets': stateOf({}, [{ id: 'b1', side: 'banker', stake: 10_000, payout: null, state: 'debited' }, { id: 'b2', side: 'tie', stake: 1_000, payout: null, state: 'created' }]),
  'dealt with payouts': stateOf({ state: 'settled', secondsLeft: 0, serverSeed: 'seed', result: tieCoup }, [
    { id: 'b1', side: 'banker', stake: 10_000, payout: 10_000, state: 'settled' },
    { id: 'b2', side: 'tie', stake: 1_000, payout: 9_000, state: 'settled' },
    { id: 'b3', side: 'player', stake: 2_000, payout: null, state: 'rolled_back' },
  ], 123_400),
};

describe('the live table page script', () => {
  for (const lang of ['bn', 'en'] as const) {
    for (const [name, state] of Object.entries(STATES)) {
      it(`draws the polled state as the server draws it (${lang}, ${name})`, async () => {
        const page = runScript(lang, true, [state]);
        await page.poll();
        const ctx: FragmentContext = { lang, currency: 'BDT', verifyBase: `/verify?language=${lang}&table=house-baccarat` };
        expect(page.elements['your-bets']!.innerHTML).toBe(yourBetsHtml(baccaratLook, state, ctx));
        expect(page.elements['last-coup']!.innerHTML).toBe(lastResultHtml(baccaratLook, state, ctx));
        expect(page.elements.road!.innerHTML).toBe(roadHtml(baccaratLook, state, ctx));
        expect(page.elements['seed-hash']!.textContent).toBe(state.round?.serverSeedHash ?? '—');
      });
    }
  }

  it('shows the round, its phase and countdown, the fun balance, and polls again', async () => {
    const page = runScript('bn', true, [STATES['betting open with bets'], STATES['dealt with payouts']]);
    await page.poll();
    expect([page.elements['round-number']!.textContent, page.elements.phase!.textContent, page.elements.countdown!.textContent]).toEqual(['রাউন্ড ১২', 'বাজি চলছে', '৯ সেকেন্ড বাকি']);
    expect(page.elements['place-bet']!.disabled).toBe(false);
    await page.poll();
    expect([page.elements.phase!.textContent, page.elements.countdown!.textContent]).toEqual(['ফলাফল', '']);
    expect(page.elements['place-bet']!.disabled).toBe(true);
    expect(page.elements.balance!.textContent).toBe('৳১,২৩৪.০০');
    expect(page.elements['last-coup']!.innerHTML).toContain('<p class="you-got">এই দানে আপনি পেয়েছেন ৳১৯০.০০</p>');
    expect(page.requests.map((r) => r.url)).toEqual(['/table/house-baccarat/state?session=S', '/table/house-baccarat/state?session=S']);
  });

  it('asks Khela’s balance once a real-money round with the player’s bets is settled', async () => {
    const page = runScript('en', false, [STATES['dealt with payouts'], STATES['dealt with payouts']]);
    await page.poll();
    await page.poll();
    expect(page.requests.filter((r) => r.url === '/live/S/balance')).toHaveLength(1);
    expect(page.elements.balance!.textContent).toBe('BALANCE');
  });

  it('does not poll while the page is hidden', async () => {
    const page = runScript('en', true, [STATES['betting open with bets']]);
    page.document.hidden = true;
    await page.poll();
    expect(page.requests).toHaveLength(0);
  });

  it('places a bet through the table API and shows its translated answer', async () => {
    const page = runScript('en', true, [STATES['betting open with bets'], STATES['betting open with bets']]);
    const post = await page.submit();
    expect(post.url).toBe('/table/house-baccarat/bet');
    expect(post.body).toEqual({ sessionId: 'S'.repeat(32), side: 'tie', stake: '5000', language: 'en' });
    expect(page.elements.notice!.textContent).toBe('CLOSED');
    expect(page.elements['place-bet']!.textContent).toBe('Place bet');
  });
});
