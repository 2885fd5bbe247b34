import type { Language } from '../../sessions/session-repo';
import { TABLE_WORDS, type TableWords } from '../table/table-page-texts';

type Side = 'player' | 'banker' | 'tie';

/**
 * The baccarat table page's words, Bengali (default) and English: the live table's words
 * (pages/table/table-page-texts.ts) for punto banco, and the cards'.
 */
export interface BaccaratWords extends TableWords {
  phase: { waiting: string; open: string; closed: string; dealing: string; result: string };
  sides: Record<Side, string>;
  payouts: Record<Side, string>;
  /** Who won, in words and as one letter for the road's badges. */
  outcomes: Record<Side, string>;
  outcomeLetters: Record<Side, string>;
  hand: string;
  natural: string;
  verifyRound: string;
  suits: { S: string; H: string; D: string; C: string };
  ranks: { A: string; J: string; Q: string; K: string };
}

const BN: BaccaratWords = {
  ...TABLE_WORDS.bn,
  roundLabel: 'রাউন্ড {n}',
  phase: { waiting: 'টেবিল খুলছে…', open: 'বাজি চলছে', closed: 'বাজি বন্ধ', dealing: 'কার্ড দেওয়া হচ্ছে', result: 'ফলাফল' },
  seedHash: 'এই রাউন্ডের সার্ভার সিডের হ্যাশ (SHA-256)',
  seedHashHint: 'হ্যাশটি বাজি শুরুর আগেই প্রকাশিত; কার্ড দেওয়ার পর সিড প্রকাশ পায় এবং যে কেউ ফলাফল আবার গণনা করতে পারেন।',
  clientSeed: 'ক্লায়েন্ট সিড (রাউন্ডের আইডি)',
  nonce: 'ননস (রাউন্ড নম্বর)',
  sides: { player: 'প্লেয়ার', banker: 'ব্যাংকার', tie: 'টাই' },
  outcomeLetters: { player: 'প', banker: 'ব', tie: 'টা' },
  payouts: { player: '১:১', banker: '০.৯৫:১ (৫% কমিশন)', tie: '৮:১' },
  placing: 'বাজি যাচ্ছে…',
  yourBetsTitle: 'এই রাউন্ডে আপনার বাজি',
  noBets: 'এই রাউন্ডে আপনি এখনো বাজি ধরেননি।',
  betPaid: 'পেয়েছেন {amount}',
  betPending: 'ফলাফলের অপেক্ষা',
  betReturned: 'বাজি ফেরত',
  lastTitle: 'শেষ দান',
  noResult: 'এখনো কোনো দান হয়নি।',
  hand: '{side} ({total})',
  natural: 'ন্যাচারাল',
  outcomes: { player: 'প্লেয়ার জিতেছে', banker: 'ব্যাংকার জিতেছে', tie: 'টাই হয়েছে' },
  youGot: 'এই দানে আপনি পেয়েছেন {amount}',
  roadTitle: 'শেষ ফলাফল (রোড)',
  roadBadge: 'রাউন্ড {n}: {outcome} — যাচাই করুন',
  verifyRound: 'রাউন্ড {n} যাচাই করুন',
  verifyAll: 'যেকোনো রাউন্ড যাচাই করুন',
  rulesTitle: 'নিয়ম ও সম্ভাবনা',
  rules: [
    'পুন্টো ব্যাংকো ব্যাকারা, প্রতি রাউন্ডে নতুন করে ফেটানো ৮ ডেকের শু (৪১৬ কার্ড)। সব খেলোয়াড়ের জন্য একই দান।',
    'মান: টেক্কা ১, ২–৯ যার যা, ১০/গোলাম/বিবি/সাহেব ০; হাতের মোট যোগফলের শেষ অঙ্ক। ৮ বা ৯ (ন্যাচারাল) হলে আর কার্ড নয়।',
    'প্লেয়ার ০–৫-এ তৃতীয় কার্ড নেয়। ব্যাংকার: প্লেয়ার না নিলে ০–৫-এ নেয়; নিলে তার মোট ও প্লেয়ারের তৃতীয় কার্ড অনুযায়ী (৩: ৮ ছাড়া; ৪: ২–৭; ৫: ৪–৭; ৬: ৬–৭; ৭: নেয় না; ০–২: নেয়)।',
    'বাজি ৳১০ থেকে ৳১০,০০০, পূর্ণ টাকায়। টাই হলে প্লেয়ার ও ব্যাংকারের বাজি ফেরত। ফেরত অঙ্কে বাজিও ধরা আছে।',
  ],
  oddsCaption: 'নতুন ৮ ডেকের শু থেকে একটি দানের নির্ভুল সম্ভাবনা (কার্ড সরানোর হিসাব সহ)',
  oddsHead: { side: 'বাজি', pays: 'পরিশোধ', chance: 'সম্ভাবনা', houseEdge: 'হাউস এজ' },
  suits: { S: 'স্পেড', H: 'হার্ট', D: 'ডায়মন্ড', C: 'ক্লাব' },
  ranks: { A: 'টেক্কা', J: 'গোলাম', Q: 'বিবি', K: 'সাহেব' },
  network: 'সংযোগে সমস্যা হয়েছে। আবার চেষ্টা করুন।',
};

const EN: BaccaratWords = {
  ...TABLE_WORDS.en,
  roundLabel: 'Round {n}',
  phase: { waiting: 'The table is opening…', open: 'Betting open', closed: 'Betting closed', dealing: 'Dealing', result: 'Result' },
  seedHash: 'This round’s server seed hash (SHA-256)',
  seedHashHint: 'The hash is published before betting opens; the seed is revealed after the deal and anyone can recompute the result.',
  clientSeed: 'Client seed (the round’s id)',
  nonce: 'Nonce (the round number)',
  sides: { player: 'Player', banker: 'Banker', tie: 'Tie' },
  outcomeLetters: { player: 'P', banker: 'B', tie: 'T' },
  payouts: { player: '1:1', banker: '0.95:1 (5% commission)', tie: '8:1' },
  placing: 'Placing…',
  yourBetsTitle: 'Your bets this round',
  noBets: 'You have not bet on this round yet.',
  betPaid: 'paid {amount}',
  betPending: 'waiting for the result',
  betReturned: 'stake returned',
  lastTitle: 'Last coup',
  noResult: 'No coup dealt yet.',
  hand: '{side} ({total})',
  natural: 'natural',
  outcomes: { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' },
  youGot: 'You got {amount} on this coup',
  roadTitle: 'Road: latest results',
  roadBadge: 'Round {n}: {outcome} — verify',
  verifyRound: 'Verify round {n}',
  verifyAll: 'Verify any round',
  rulesTitle: 'Rules and odds',
  rules: [
    'Punto banco baccarat from a freshly shuffled 8-deck shoe (416 cards) every round; one coup for every player at the table.',
    'Values: ace 1, 2–9 at face, 10/J/Q/K 0; a hand’s total is the last digit of the sum. An 8 or 9 on two cards (a natural) ends the coup.',
    'The player draws on 0–5. The banker draws on 0–5 if the player stood; otherwise by its total and the player’s third card (3: not on 8; 4: 2–7; 5: 4–7; 6: 6–7; 7: stands; 0–2: draws).',
    'Bets ৳10 to ৳10,000 in whole taka. Player and banker bets are returned on a tie. Amounts returned include the stake.',
  ],
  oddsCaption: 'Exact odds of one coup from a fresh 8-deck shoe (with card removal)',
  oddsHead: { side: 'Bet', pays: 'Pays', chance: 'Probability', houseEdge: 'House edge' },
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  ranks: { A: 'ace', J: 'jack', Q: 'queen', K: 'king' },
  network: 'Connection problem. Please try again.',
};

export const baccaratWords = (lang: Language): BaccaratWords => (lang === 'en' ? EN : BN);
