import type { Language } from '../../sessions/session-repo';

/**
 * The cockfight arena page's words, Bengali (default) and English: templates with {placeholders},
 * filled alike by the server (fillWords) and by the page's script, which receives them as JSON.
 */
export interface ArenaWords {
  fightLabel: string;
  phase: { waiting: string; open: string; last_call: string; closed: string; result: string };
  secondsLeft: string;
  seedHash: string;
  seedHashHint: string;
  clientSeed: string;
  nonce: string;
  cocksTitle: string;
  /** The three bets and the four results. */
  sides: { MERON: string; WALA: string; DRAW: string };
  colours: { MERON: string; WALA: string };
  malayOdds: string;
  drawPays: string;
  betTitle: string;
  sideLegend: string;
  stake: string;
  placeBet: string;
  placing: string;
  yourBetsTitle: string;
  noBets: string;
  betRow: string;
  betPaid: string;
  betPending: string;
  betReturned: string;
  lastFightTitle: string;
  noFight: string;
  results: { MERON: string; WALA: string; DRAW: string; CANCEL: string };
  /** One letter per result for the road's badges. */
  resultLetters: { MERON: string; WALA: string; DRAW: string; CANCEL: string };
  youGot: string;
  roadTitle: string;
  noRoad: string;
  roadBadge: string;
  verifyAll: string;
  rulesTitle: string;
  rules: string[];
  oddsCaption: string;
  oddsHead: { side: string; pays: string; chance: string; houseEdge: string };
  pays: { MERON: string; WALA: string; DRAW: string };
  network: string;
}

const BN: ArenaWords = {
  fightLabel: 'লড়াই {n}',
  phase: { waiting: 'এরিনা খুলছে…', open: 'বাজি চলছে', last_call: 'শেষ ডাক!', closed: 'বাজি বন্ধ — লড়াই চলছে', result: 'ফলাফল' },
  secondsLeft: '{s} সেকেন্ড বাকি',
  seedHash: 'এই লড়াইয়ের সার্ভার সিডের হ্যাশ (SHA-256)',
  seedHashHint: 'হ্যাশটি বাজি শুরুর আগেই প্রকাশিত; লড়াইয়ের পর সিড প্রকাশ পায় এবং যে কেউ ফলাফল আবার গণনা করতে পারেন।',
  clientSeed: 'ক্লায়েন্ট সিড (লড়াইয়ের আইডি)',
  nonce: 'ননস (লড়াই নম্বর)',
  cocksTitle: 'দুই মোরগ',
  sides: { MERON: 'মেরন', WALA: 'ওয়ালা', DRAW: 'ড্র' },
  colours: { MERON: 'লাল', WALA: 'নীল' },
  malayOdds: 'মালয় দর {odds}',
  drawPays: 'ড্র ১:৮ দেয়',
  betTitle: 'বাজি ধরুন',
  sideLegend: 'কার উপর বাজি',
  stake: 'বাজির পরিমাণ',
  placeBet: 'বাজি ধরুন',
  placing: 'বাজি ধরা হচ্ছে…',
  yourBetsTitle: 'এই লড়াইয়ে আপনার বাজি',
  noBets: 'এই লড়াইয়ে আপনার কোনো বাজি নেই।',
  betRow: '{side}: {stake}',
  betPaid: 'ফেরত {amount}',
  betPending: 'ফলাফলের অপেক্ষায়',
  betReturned: 'বাজি ফেরত দেওয়া হয়েছে',
  lastFightTitle: 'শেষ লড়াই',
  noFight: 'এখনো কোনো লড়াই হয়নি।',
  results: { MERON: 'মেরন জিতেছে', WALA: 'ওয়ালা জিতেছে', DRAW: 'ড্র', CANCEL: 'লড়াই বাতিল — সব বাজি ফেরত' },
  resultLetters: { MERON: 'মে', WALA: 'ও', DRAW: 'ড্র', CANCEL: 'বা' },
  youGot: 'এই লড়াইয়ে আপনি পেয়েছেন {amount}',
  roadTitle: 'শেষ ২০টি লড়াই',
  noRoad: 'এখনো কোনো ফলাফল নেই।',
  roadBadge: 'লড়াই {n}: {result} — যাচাই করুন',
  verifyAll: 'সব লড়াই যাচাই করুন',
  rulesTitle: 'নিয়ম ও দর',
  rules: [
    'প্রতি কয়েক মিনিটে একটি লড়াই: বাজি চলে, শেষ ১০ সেকেন্ড "শেষ ডাক", তারপর বাজি বন্ধ হয়ে লড়াই হয়, তারপর ফলাফল।',
    'মেরন (লাল) মালয় দর ০.৮০: ৳১০০ বাজিতে জিতলে ৳৮০ লাভ। ওয়ালা (নীল) মালয় দর −০.৯৪: ৳৯৪ বাজিতে জিতলে ৳১০০ লাভ। ড্র ১:৮ (বাজির ৯ গুণ ফেরত)।',
    'ড্র হলে মেরন ও ওয়ালার বাজি ফেরত; লড়াই বাতিল হলে সব বাজি ফেরত। বাজি ধরার পর বদলানো বা বাতিল করা যায় না।',
    'ফলাফল লড়াই শুরুর আগে প্রকাশিত হ্যাশের সিড থেকে আসে: লড়াইয়ের পর সিড দেখে যে কেউ যাচাই করতে পারেন।',
  ],
  oddsCaption: 'প্রতিটি বাজির সম্ভাবনা ও হাউস এজ (হুবহু)',
  oddsHead: { side: 'বাজি', pays: 'দেয়', chance: 'জেতার সম্ভাবনা', houseEdge: 'হাউস এজ' },
  pays: { MERON: 'মালয় ০.৮০ (১.৮০×)', WALA: 'মালয় −০.৯৪ (≈২.০৬৪×)', DRAW: '১:৮ (৯×)' },
  network: 'সংযোগে সমস্যা; আবার চেষ্টা করুন।',
};

const EN: ArenaWords = {
  fightLabel: 'Fight {n}',
  phase: { waiting: 'The arena is opening…', open: 'Betting open', last_call: 'Last call!', closed: 'Betting closed — the fight is on', result: 'Result' },
  secondsLeft: '{s} s left',
  seedHash: 'This fight’s server seed hash (SHA-256)',
  seedHashHint: 'The hash is published before betting opens; after the fight the seed is revealed and anyone can recompute the result.',
  clientSeed: 'Client seed (the fight’s id)',
  nonce: 'Nonce (the fight number)',
  cocksTitle: 'The two cocks',
  sides: { MERON: 'Meron', WALA: 'Wala', DRAW: 'Draw' },
  colours: { MERON: 'red', WALA: 'blue' },
  malayOdds: 'Malay odds {odds}',
  drawPays: 'Draw pays 1:8',
  betTitle: 'Place a bet',
  sideLegend: 'Bet on',
  stake: 'Stake',
  placeBet: 'Place bet',
  placing: 'Placing…',
  yourBetsTitle: 'Your bets on this fight',
  noBets: 'You have no bets on this fight.',
  betRow: '{side}: {stake}',
  betPaid: 'returned {amount}',
  betPending: 'waiting for the result',
  betReturned: 'bet returned',
  lastFightTitle: 'Last fight',
  noFight: 'No fight yet.',
  results: { MERON: 'Meron wins', WALA: 'Wala wins', DRAW: 'Draw', CANCEL: 'Fight cancelled — every bet returned' },
  resultLetters: { MERON: 'M', WALA: 'W', DRAW: 'D', CANCEL: 'C' },
  youGot: 'You got {amount} from this fight',
  roadTitle: 'Last 20 fights',
  noRoad: 'No results yet.',
  roadBadge: 'Fight {n}: {result} — verify',
  verifyAll: 'Verify every fight',
  rulesTitle: 'Rules and odds',
  rules: [
    'A fight every few minutes: betting opens, its last 10 seconds are the "last call", then betting closes while the cocks fight, then the result.',
    'Meron (red) at Malay 0.80: a ৳100 bet wins ৳80. Wala (blue) at Malay −0.94: a ৳94 bet wins ৳100. Draw pays 1:8 (9 × the stake back).',
    'On a draw, Meron and Wala bets are returned; a cancelled fight returns every bet. A placed bet cannot be changed or cancelled.',
    'The result comes from a seed whose hash is published before betting opens: after the fight anyone can check it with the revealed seed.',
  ],
  oddsCaption: 'Each bet’s chance and house edge (exact)',
  oddsHead: { side: 'Bet', pays: 'Pays', chance: 'Chance to win', houseEdge: 'House edge' },
  pays: { MERON: 'Malay 0.80 (1.80×)', WALA: 'Malay −0.94 (≈2.064×)', DRAW: '1:8 (9×)' },
  network: 'Connection problem; please try again.',
};

export const arenaWords = (lang: Language): ArenaWords => (lang === 'en' ? EN : BN);
