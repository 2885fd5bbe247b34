import { bankerDraws, DECKS, handTotal, isNatural, playerDraws, SHOE_SIZE, type Winner, winnerOf } from './baccarat-rules';

/** An exact probability: numerator / denominator (BigInt, so nothing is rounded). */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export interface BaccaratOdds {
  /** Probability of each coup result for a fresh 8-deck shoe. */
  probability: Record<Winner, Fraction>;
  /** The house edge of each bet (expected loss per unit staked; the player and banker bets count a tie as a push). */
  houseEdge: Record<Winner, Fraction>;
}

/** Cards of each baccarat value (0…9) in the shoe: 10, J, Q, K count 0 (16 a deck), the others 4 a deck. */
const VALUE_COUNTS: readonly number[] = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * DECKS);

/** The 6 cards a coup can use, drawn without replacement: every weight is over 416·415·…·411. */
const CARDS_CONSIDERED = 6;

/**
 * Exact P(player), P(banker), P(tie) for one coup dealt from a fresh shoe: every sequence of card
 * VALUES the coup can take (10⁴ first-four, then the third cards the tableau asks for) weighted by
 * its probability with card removal, Π (cards of that value left) / (cards left). Weights are kept
 * as integers over the common denominator 416!/410! (a coup that stops after k cards is weighted by
 * the (416−k)(416−k−1)… ways the unused cards can fall), so the sum is exactly that denominator.
 */
export function exactBaccaratOdds(): BaccaratOdds {
  const counts = [...VALUE_COUNTS];
  const weight: Record<Winner, bigint> = { player: 0n, banker: 0n, tie: 0n };
  let denominator = 1n;
  for (let i = 0; i < CARDS_CONSIDERED; i += 1) denominator *= BigInt(SHOE_SIZE - i);

  /** Multiplies in the ways the cards not used (up to the 6th) can fall. */
  const unused = (used: number): bigint => {
    let ways = 1n;
    for (let i = used; i < CARDS_CONSIDERED; i += 1) ways *= BigInt(SHOE_SIZE - i);
    return ways;
  };
  /** Calls fn for each value v still in the shoe, with the ways to draw it, the card taken out meanwhile. */
  const eachValue = (fn: (value: number, ways: bigint) => void): void => {
    for (let value = 0; value < 10; value += 1) {
      const ways = counts[value]!;
      if (ways === 0) continue;
      counts[value] = ways - 1;
      fn(value, BigInt(ways));
      counts[value] = ways;
    }
  };

  eachValue((p1, w1) =>
    eachValue((b1, w2) =>
      eachValue((p2, w3) =>
        eachValue((b2, w4) => {
          const ways4 = w1 * w2 * w3 * w4;
          const playerTwo = handTotal([p1, p2]);
          const bankerTwo = handTotal([b1, b2]);
          const settle = (playerTotal: number, bankerTotal: number, ways: bigint, used: number) => {
            weight[winnerOf(playerTotal, bankerTotal)] += ways * unused(used);
          };
          if (isNatural(playerTwo) || isNatural(bankerTwo)) return settle(playerTwo, bankerTwo, ways4, 4);
          const bankerTurn = (playerTotal: number, playerThird: number | null, ways: bigint, used: number) => {
            if (!bankerDraws(bankerTwo, playerThird)) return settle(playerTotal, bankerTwo, ways, used);
            eachValue((b3, w) => settle(playerTotal, handTotal([bankerTwo, b3]), ways * w, used + 1));
          };
          if (!playerDraws(playerTwo)) return bankerTurn(playerTwo, null, ways4, 4);
          eachValue((p3, w) => bankerTurn(handTotal([playerTwo, p3]), p3, ways4 * w, 5));
        }),
      ),
    ),
  );

  const d = denominator;
  const { player, banker, tie } = weight;
  return {
    probability: { player: { numerator: player, denominator: d }, banker: { numerator: banker, denominator: d }, tie: { numerator: tie, denominator: d } },
    houseEdge: {
      // Player bet: loses to banker, wins 1 against player, push on tie.
      player: { numerator: banker - player, denominator: d },
      // Banker bet: wins 0.95 (19/20) against a banker result, loses 1 against player.
      banker: { numerator: 20n * player - 19n * banker, denominator: 20n * d },
      // Tie bet at 8:1: wins 8 on a tie, loses 1 otherwise.
      tie: { numerator: player + banker - 8n * tie, denominator: d },
    },
  };
}

/** A fraction as a JavaScript number (for statistics and display only). */
export const toNumber = (fraction: Fraction): number => Number((fraction.numerator * 10n ** 18n) / fraction.denominator) / 1e18;

/** A fraction as a percentage with `digits` decimals, rounded half up, e.g. "1.0579%". */
export function percent(fraction: Fraction, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (fraction.numerator * 100n * scale * 2n + fraction.denominator) / (2n * fraction.denominator);
  const whole = scaled / scale;
  const part = (scaled % scale).toString().padStart(digits, '0');
  return `${whole}.${part}%`;
}
