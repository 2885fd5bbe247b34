import type { Language } from '../../sessions/session-repo';

/** The live table's words on the verification page (the rest are the common page's, page-texts.ts). */
export interface TableVerifyWords {
  intro: string;
  roundNumber: string;
  roundTitle: string;
  committedHash: string;
  notDealt: string;
  hashMatches: string;
  hashDiffers: string;
  resultMatches: string;
  resultDiffers: string;
  json: string;
  invalid: string;
  allGames: string;
  /** The verify page's link to a table, "{name} (live table)". */
  tableLink: string;
}

const BN: TableVerifyWords = {
  intro: 'প্রতিটি টেবিল রাউন্ডের ফল আসে HMAC-SHA256(সার্ভার সিড, "ক্লায়েন্ট সিড:ননস:কার্সর") থেকে; ক্লায়েন্ট সিড রাউন্ডের আইডি, ননস রাউন্ড নম্বর। বাজি শুরুর আগে সিডের হ্যাশ প্রকাশিত হয়, কার্ড দেওয়ার পর সিড।',
  roundNumber: 'রাউন্ড নম্বর',
  roundTitle: 'টেবিল রাউন্ড {n}',
  committedHash: 'বাজির সময় দেখানো হ্যাশ (SHA-256)',
  notDealt: 'এই রাউন্ডে এখনো কার্ড দেওয়া হয়নি; কার্ড দেওয়ার পর সার্ভার সিড প্রকাশ পাবে।',
  hashMatches: 'প্রকাশিত সিডের SHA-256 বাজির সময় দেখানো হ্যাশের সাথে মিলেছে।',
  hashDiffers: 'প্রকাশিত সিডের হ্যাশ আগে দেখানো হ্যাশের সাথে মেলেনি!',
  resultMatches: 'সিড থেকে আবার গণনা করা দান রেকর্ড করা দানের সাথে মিলেছে।',
  resultDiffers: 'আবার গণনা করা দান রেকর্ডের সাথে মেলেনি!',
  json: 'যাচাইয়ের তথ্য (JSON)',
  invalid: 'সার্ভার সিড, ক্লায়েন্ট সিড (রাউন্ডের আইডি) ও ননস (রাউন্ড নম্বর, ১ বা বেশি) লাগবে, অথবা একটি রাউন্ড নম্বর।',
  allGames: 'অন্য গেমের রাউন্ড যাচাই করুন',
  tableLink: '{name} (লাইভ টেবিল)',
};

const EN: TableVerifyWords = {
  intro: 'Every table round comes from HMAC-SHA256(server seed, "client seed:nonce:cursor"), the client seed being the round’s id and the nonce its number. The seed’s hash is published before betting opens, the seed after the deal.',
  roundNumber: 'Round number',
  roundTitle: 'Table round {n}',
  committedHash: 'Hash shown while betting (SHA-256)',
  notDealt: 'This round has not been dealt yet; its server seed is revealed after the deal.',
  hashMatches: 'The SHA-256 of the revealed seed matches the hash shown while betting.',
  hashDiffers: 'The revealed seed’s hash does NOT match the hash shown before!',
  resultMatches: 'The coup recomputed from the seed matches the recorded one.',
  resultDiffers: 'The recomputed coup does NOT match the record!',
  json: 'Verification data (JSON)',
  invalid: 'A server seed, the client seed (the round’s id) and the nonce (the round number, 1 or more) are needed, or a round number.',
  allGames: 'Verify rounds of other games',
  tableLink: '{name} (live table)',
};

export const tableVerifyWords = (lang: Language): TableVerifyWords => (lang === 'en' ? EN : BN);
