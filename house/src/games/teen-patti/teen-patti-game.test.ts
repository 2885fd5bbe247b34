import { cards, cardCode, parseCard } from './teen-patti-cards';
import { scriptedDraws as scripted } from '../../testing/scripted-draws';
import { antePayout, dealCards, dealOutcome, winnerOf } from './teen-patti-engine';
import { teenPattiGame } from './teen-patti-game';
import { TEEN_PATTI_STAKES } from './teen-patti-rules';


describe('the deal', () => {
  it('shuffles from the top by Fisher–Yates: position i takes the card at i + nextInt(52 − i)', () => {
    // The deck starts 2S 2H 2D 2C 3S 3H … AC (card order).
    const source = scripted([51, 0, 49, 0, 0, 46]);
    const { cards: dealt, draws } = dealCards(source);
    expect(source.asked).toEqual([52, 51, 50, 49, 48, 47]);
    expect(draws).toEqual([51, 0, 49, 0, 0, 46]);
    // 0 ↔ 51 (AC up, 2S down), 1 stays (2H), 2 ↔ 2 + 49 = 51 (2S up, 2D down), 3 and 4 stay, 5 ↔ 5 + 46 = 51 (2D up).
    expect(dealt.map(cardCode)).toEqual(['AC', '2H', '2S', '2C', '3S', '2D']);
  });

  it('deals the player positions 1, 3, 5 and the dealer 2, 4, 6', () => {
    const outcome = dealOutcome(scripted([51, 0, 49, 0, 0, 46]), 1000);
    expect(outcome.player.cards).toEqual(['AC', '2S', '3S']);
    expect(outcome.dealer.cards).toEqual(['2H', '2C', '2D']);
    // A-2-3 sequence (no colour: clubs and spades) against a trail of twos: the trail wins.
    expect(outcome.player.hand).toMatchObject({ category: 'sequence', ranks: ['3', '2', 'A'] });
    expect(outcome.dealer.hand).toMatchObject({ category: 'trail', ranks: ['2'] });
    expect(outcome).toMatchObject({ stake: 1000, winner: 'dealer', payout: 0, draws: [51, 0, 49, 0, 0, 46] });
  });
});

describe('the ante', () => {
  it('returns 1.95 × stake on a win, the stake on a tie, nothing on a loss', () => {
    expect(antePayout(1000, 'player')).toBe(1950);
    expect(antePayout(1000, 'tie')).toBe(1000);
    expect(antePayout(1000, 'dealer')).toBe(0);
    for (const stake of TEEN_PATTI_STAKES) expect(Number.isInteger(antePayout(stake, 'player'))).toBe(true);
  });

  it('ties hands equal but for their suits, and the better hand wins', () => {
    expect(winnerOf(cards('KH', '9D', '4C'), cards('KS', '9H', '4D'))).toBe('tie');
    expect(winnerOf(cards('AS', '2H', '3D'), cards('KS', 'QH', 'JD'))).toBe('player');
    expect(winnerOf(cards('AS', 'KH', 'QD'), cards('2S', '3S', '5S'))).toBe('player');
    expect(winnerOf(cards('AS', 'KS', 'QS'), cards('2S', '2H', '2D'))).toBe('dealer');
  });
});

describe('Teen Patti as a house game', () => {
  const input = { serverSeed: 'house-server-seed-1', clientSeed: 'player-client-seed', nonce: 7 };

  it('offers only its antes', () => {
    expect(teenPattiGame.parseBet({ stake: '5000' })).toEqual({ stake: 5000 });
    for (const stake of TEEN_PATTI_STAKES) expect(teenPattiGame.parseBet({ stake })).toEqual({ stake });
    expect(teenPattiGame.parseBet({ stake: '1500' })).toBeNull();
    expect(teenPattiGame.parseBet({ stake: '-1000' })).toBeNull();
    expect(teenPattiGame.parseBet({ stake: '1000.0' })).toBeNull();
    expect(teenPattiGame.parseBet({})).toBeNull();
    expect(teenPattiGame.parseBet({ stake: ['1000'] })).toBeNull();
  });

  it('is decided by the seeds: six distinct cards, the same JSON result for the same seeds', () => {
    const round = teenPattiGame.play(input, { stake: 1000 });
    expect(JSON.parse(JSON.stringify(round))).toEqual(teenPattiGame.play({ ...input }, { stake: 1000 }));
    const result = round.result as { player: { cards: string[] }; dealer: { cards: string[] }; payout: number };
    const dealt = [...result.player.cards, ...result.dealer.cards];
    expect(new Set(dealt).size).toBe(6);
    for (const code of dealt) expect(parseCard(code)).not.toBeNull();
    expect(round.payout).toBe(result.payout);
  });
});
