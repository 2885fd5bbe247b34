import { FairStream } from '../../fair/fair-stream';
import { decodeScore, drawStops, scoreLine, spinOutcome } from './slot-engine';
import { SYMBOLS, type SymbolId } from './slot-rules';
import { slotGame } from './slot-game';

const line = (...symbols: SymbolId[]) => decodeScore(scoreLine(...(symbols.map((s) => SYMBOLS.indexOf(s)) as [number, number, number, number, number])));

describe('a slot line', () => {
  it('pays 3, 4 or 5 of a kind from the left', () => {
    expect(line('CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'BAR')).toEqual({ symbol: 'CHERRY', count: 3, multiplier: 4 });
    expect(line('SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'BAR')).toEqual({ symbol: 'SEVEN', count: 4, multiplier: 120 });
    expect(line('BAR', 'BAR', 'BAR', 'BAR', 'BAR')).toEqual({ symbol: 'BAR', count: 5, multiplier: 200 });
  });

  it('pays nothing for two of a kind or a run that does not start on reel 1', () => {
    expect(line('CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY')).toBeNull();
    expect(line('LEMON', 'CHERRY', 'CHERRY', 'CHERRY', 'CHERRY')).toBeNull();
  });

  it('lets a wild stand in for the symbol, anywhere on the run', () => {
    expect(line('WILD', 'MELON', 'MELON', 'GRAPE', 'GRAPE')).toEqual({ symbol: 'MELON', count: 3, multiplier: 10 });
    expect(line('BELL', 'WILD', 'BELL', 'WILD', 'LEMON')).toEqual({ symbol: 'BELL', count: 4, multiplier: 40 });
  });

  it('pays the better of the leading wilds alone and the symbol they complete', () => {
    // 3 wilds (50) beat 4 cherries (12); 3 wilds + 2 sevens = 5 sevens (500) beat 3 wilds.
    expect(line('WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON')).toEqual({ symbol: 'WILD', count: 3, multiplier: 50 });
    expect(line('WILD', 'WILD', 'WILD', 'SEVEN', 'SEVEN')).toEqual({ symbol: 'SEVEN', count: 5, multiplier: 500 });
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'WILD')).toEqual({ symbol: 'WILD', count: 5, multiplier: 1000 });
  });
});

describe('a spin', () => {
  it('shows each reel from its stop down, wrapping, and pays every winning line its multiple of the line bet', () => {
    // Stops 0 on every reel: the top rows are the strips' first symbols.
    const outcome = spinOutcome([0, 0, 0, 0, 0], 1000);
    expect(outcome.grid[0]).toEqual(['SEVEN', 'LEMON', 'LEMON', 'BELL', 'BELL']);
    expect(outcome.grid[1]).toEqual(['GRAPE', 'CHERRY', 'WILD', 'WILD', 'CHERRY']);
    const last = spinOutcome([27, 27, 27, 27, 27], 1000);
    expect(last.grid[1]).toEqual(['SEVEN', 'LEMON', 'LEMON', 'BELL', 'BELL']);
    for (const win of [...outcome.lineWins, ...last.lineWins]) expect(win.amount).toBe(win.multiplier * 100);
    expect(outcome.payout).toBe(outcome.lineWins.reduce((sum, win) => sum + win.amount, 0));
  });

  it('is decided by the seeds: the same seeds and nonce give the same stops and payout', () => {
    const input = { serverSeed: 'house-server-seed-1', clientSeed: 'player-client-seed', nonce: 7 };
    expect(drawStops(new FairStream(input))).toEqual([22, 8, 21, 20, 14]);
    expect(slotGame.play(input, { stake: 500 })).toEqual(slotGame.play({ ...input }, { stake: 500 }));
  });

  it('offers only its stakes', () => {
    expect(slotGame.parseBet({ stake: '1000' })).toEqual({ stake: 1000 });
    expect(slotGame.parseBet({ stake: 999 })).toBeNull();
    expect(slotGame.parseBet({ stake: '-200' })).toBeNull();
    expect(slotGame.parseBet({})).toBeNull();
  });
});
