import type { GameType } from '@khela/contracts';

/**
 * The vendors SPEC names that the first demo catalogue lacked (docs/spec-sweep.md "Footer vendors",
 * "RUMMY and LUDO"): the footer's eight (SPEC §9: PG, EG2, PT, JDB, CQ9, FC, JL, BGS, in that order)
 * and a rummy and a ludo vendor, whose home tabs launch their game at once (SPEC §2). The codes are
 * SPEC's; the names and games are Khela's own (no third-party names or artwork: the marks are drawn
 * by site/artwork.ts). All of them are seamless demo vendors the sandbox plays.
 *
 * Only the demo brand offers them (khela2's catalogue stays as its tests know it). Their categories
 * are ones the footer lists: none is SPORTS, LOTT, ELOTT, ESPORTS or COCKFIGHT.
 */
export interface SpecVendor {
  code: string;
  gameType: GameType;
  displayName: string;
  /** Each game: [English name, Bengali name]. */
  games: [en: string, bn: string][];
}

export const SPEC_VENDORS: readonly SpecVendor[] = [
  { code: 'PG', gameType: 'RNG', displayName: 'Khela Pocket Slots', games: [['Lotus Pond', 'পদ্মপুকুর'], ['Boishakhi Spins', 'বৈশাখী স্পিন']] },
  { code: 'EG2', gameType: 'RNG', displayName: 'Khela Evergreen Slots', games: [['Bamboo Grove', 'বাঁশবাগান'], ['Jute Gold', 'পাটের সোনা']] },
  { code: 'PT', gameType: 'LIVE', displayName: 'Khela Prime Tables', games: [['Prime Roulette', 'প্রাইম রুলেট'], ['Prime Baccarat', 'প্রাইম ব্যাকারা']] },
  { code: 'JDB', gameType: 'FISH', displayName: 'Khela Delta Fishing', games: [['Delta Catch', 'ব-দ্বীপের শিকার'], ['Padma Nets', 'পদ্মার জাল']] },
  { code: 'CQ9', gameType: 'RNG', displayName: 'Khela Cascade Slots', games: [['Cascade Gems', 'ঝরনার রত্ন'], ['Rickshaw Riches', 'রিকশার ধন']] },
  { code: 'FC', gameType: 'FISH', displayName: 'Khela Coral Fishing', games: [['Coral Reef Hunt', 'প্রবাল প্রাচীরে শিকার'], ['Pearl Diver', 'মুক্তা ডুবুরি']] },
  { code: 'JL', gameType: 'PVP', displayName: 'Khela Jolly Cards', games: [['Twenty-Nine', 'টুয়েন্টি নাইন'], ['Jolly Teen Patti', 'জলি তিন পাত্তি']] },
  { code: 'BGS', gameType: 'LIVE', displayName: 'Khela Grand Studio', games: [['Studio Sic Bo', 'স্টুডিও সিক বো'], ['Studio Andar Bahar', 'স্টুডিও আন্দর বাহার']] },
  { code: 'KRUMMY', gameType: 'RUMMY', displayName: 'Khela Rummy', games: [['Rummy Table', 'রামি টেবিল']] },
  { code: 'KLUDO', gameType: 'LUDO', displayName: 'Khela Ludo', games: [['Ludo Classic', 'লুডো ক্লাসিক']] },
];

/** After the first demo vendors (sort 0…16), before the house (100). */
export const SPEC_VENDOR_SORT_BASE = 20;
