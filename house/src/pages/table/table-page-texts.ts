/** Words by key: a game's phases, bets or outcomes (its own words type names the keys). */
type WordsByKey = Readonly<Record<string, string>>;

/**
 * The words every live table page has (a game's words type extends it with its own keys and names
 * its phases, bets and outcomes). Templates with {placeholders} rather than functions: the page's
 * script receives the same words as JSON and fills them the same way (server-kit's `fill`), so what the
 * server draws and what the script redraws read alike.
 */
export interface TableWords {
  /** The round with its number ({n}): "Round {n}", "Fight {n}". */
  roundLabel: string;
  /** Each phase the game's look names (TableLook.phaseOf). */
  phase: WordsByKey;
  secondsLeft: string;
  seedHash: string;
  seedHashHint: string;
  clientSeed: string;
  nonce: string;
  betTitle: string;
  sideLegend: string;
  /** The bets, and what each pays as the form and the rules show it. */
  sides: WordsByKey;
  payouts: WordsByKey;
  stake: string;
  placeBet: string;
  placing: string;
  yourBetsTitle: string;
  noBets: string;
  betRow: string;
  betPaid: string;
  betPending: string;
  betReturned: string;
  /** The last result's heading, and what shows before any. */
  lastTitle: string;
  noResult: string;
  /** Each outcome in words, and as one letter for the road's badges. */
  outcomes: WordsByKey;
  outcomeLetters: WordsByKey;
  youGot: string;
  roadTitle: string;
  noRoad: string;
  /** A road badge's name: {n} the round, {outcome} its outcome's words. */
  roadBadge: string;
  verifyAll: string;
  rulesTitle: string;
  rules: string[];
  oddsCaption: string;
  oddsHead: { side: string; pays: string; chance: string; houseEdge: string };
  network: string;
}

/** The words every table says alike, for a game's words to start from. */
export const TABLE_WORDS: Record<'bn' | 'en', Pick<TableWords, 'secondsLeft' | 'betTitle' | 'sideLegend' | 'stake' | 'placeBet' | 'betRow' | 'noRoad'>> = {
  bn: { secondsLeft: '{s} সেকেন্ড বাকি', betTitle: 'বাজি ধরুন', sideLegend: 'কার উপর বাজি', stake: 'বাজির পরিমাণ', placeBet: 'বাজি ধরুন', betRow: '{side}: {stake}', noRoad: 'এখনো কোনো ফলাফল নেই।' },
  en: { secondsLeft: '{s} s left', betTitle: 'Place a bet', sideLegend: 'Bet on', stake: 'Stake', placeBet: 'Place bet', betRow: '{side}: {stake}', noRoad: 'No results yet.' },
};

