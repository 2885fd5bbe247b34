/**
 * What every vendor's game page (the house's, the sandbox's demo vendors') answers alike: why a
 * page cannot open and what a round request came to, each with its HTTP status, and the words a
 * player reads around the game, in Bengali (the site's default) and English. A page adds its own
 * reasons and outcomes to these.
 */

export type GamePageLanguage = 'bn' | 'en';

/** Why a game page cannot open: the launch (its token, Khela's answer) or the page's address. */
export type LaunchFailure = 'badToken' | 'missingToken' | 'unknownGame' | 'pageExpired' | 'unreachable' | 'notIdentified';

export const LAUNCH_FAILURE_STATUS: Record<LaunchFailure, number> = {
  badToken: 403,
  missingToken: 400,
  unknownGame: 404,
  pageExpired: 404,
  unreachable: 502,
  notIdentified: 502,
};

/** What a round request came to, as the page's status line says it. */
export type RoundOutcomeKind = 'won' | 'lost' | 'cancelled' | 'insufficient' | 'busy' | 'invalidStake' | 'sessionExpired' | 'failed';

export const ROUND_OUTCOME_STATUS: Record<RoundOutcomeKind, number> = {
  won: 200,
  lost: 200,
  cancelled: 200,
  insufficient: 409,
  busy: 409,
  invalidStake: 400,
  sessionExpired: 401,
  failed: 502,
};

/** The words around the game: a connection problem, the way back, the other language, why it could not open. */
export interface GamePageWords {
  network: string;
  back: string;
  /** The link to the page in the other language, named in that language. */
  otherLanguage: string;
  errorTitle: string;
  errors: Record<LaunchFailure, string>;
}

export const GAME_PAGE_WORDS: Record<GamePageLanguage, GamePageWords> = {
  bn: {
    network: 'সংযোগে সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    back: 'Khela-তে ফিরে যান',
    otherLanguage: 'English',
    errorTitle: 'গেমটি খোলা যায়নি',
    errors: {
      badToken: 'গেমের লিংকটি অবৈধ, মেয়াদোত্তীর্ণ বা আগেই ব্যবহার করা হয়েছে। Khela-তে ফিরে গিয়ে গেমটি আবার খুলুন।',
      missingToken: 'গেমের লিংকে প্রবেশের টোকেন নেই। Khela-তে ফিরে গিয়ে গেমটি আবার খুলুন।',
      unknownGame: 'এই গেমটি পাওয়া যায়নি।',
      pageExpired: 'এই গেম পেজের মেয়াদ শেষ হয়ে গেছে। Khela-তে ফিরে গিয়ে গেমটি আবার খুলুন।',
      unreachable: 'গেমটি এখন Khela-র সাথে যোগাযোগ করতে পারছে না। একটু পরে আবার চেষ্টা করুন।',
      notIdentified: 'গেমটি আপনার অ্যাকাউন্ট নিশ্চিত করতে পারেনি। Khela-তে ফিরে গিয়ে আবার চেষ্টা করুন।',
    },
  },
  en: {
    network: 'Connection problem. Please try again.',
    back: 'Back to Khela',
    otherLanguage: 'বাংলা',
    errorTitle: 'The game could not open',
    errors: {
      badToken: 'This game link is invalid, expired or already used. Go back to Khela and open the game again.',
      missingToken: 'The game link has no access token. Go back to Khela and open the game again.',
      unknownGame: 'This game was not found.',
      pageExpired: 'This game page has expired. Go back to Khela and open the game again.',
      unreachable: 'The game cannot reach Khela right now. Please try again shortly.',
      notIdentified: 'The game could not confirm who you are. Go back to Khela and try again.',
    },
  },
};
