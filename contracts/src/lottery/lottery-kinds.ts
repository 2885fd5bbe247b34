/**
 * Khela's own lotteries (docs/lottery.md): the game kinds, their bet types and the draw and bet
 * states, as plain values. The api, the rules (`@khela/contracts/lottery`) and mfe-lottery all read
 * these lists, so a bet type has one name everywhere. No TypeBox here: front ends import it at run time.
 */

/** Each kind has its own result shape, bet types and settlement (REFERENCES §3). */
export const LOTTERY_KINDS = ['wingo', 'd5', 'k3', 'vn_north', 'vn_south', 'vn_central', 'vn_fast', 'sea4d'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];

/** Which lottery page shows a kind (SPEC §4: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT and ELOTT → /lottery). */
export const LOTTERY_AREAS = ['FAST', 'VN', 'SEA'] as const;
export type LotteryArea = (typeof LOTTERY_AREAS)[number];

export const LOTTERY_AREA_OF_KIND: Record<LotteryKind, LotteryArea> = {
  wingo: 'FAST', d5: 'FAST', k3: 'FAST',
  vn_north: 'VN', vn_south: 'VN', vn_central: 'VN', vn_fast: 'VN',
  sea4d: 'SEA',
};

/** SPEC §3 prize modes; the vendor of each area in the catalogue. */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
export const LOTTERY_VENDOR_OF_AREA: Record<LotteryArea, { vendorCode: string; gameType: 'LOTT' | 'ELOTT'; prizeMode: LotteryPrizeMode }> = {
  FAST: { vendorCode: 'KELOTT', gameType: 'ELOTT', prizeMode: 'ELOTT' },
  VN: { vendorCode: 'TCG_LOTTO_VN', gameType: 'LOTT', prizeMode: 'LOTT' },
  SEA: { vendorCode: 'TCG_SEA', gameType: 'LOTT', prizeMode: 'SEA' },
};

const VN_BET_TYPES = [
  'lo2', 'lo3', 'lo4', // bao lô: paid per occurrence among the prizes' last 2 / 3 / 4 digits
  'de', // đề: the last two digits of the special prize
  'dau', 'duoi', // đầu / đuôi: the first / last digit of the special prize's last two
  'cang3', // 3 càng: the last three digits of the special prize
  'xien2', 'xien3', 'xien4', // xiên: all N two-digit numbers among the lô
  'truot4', 'truot8', 'truot10', // trượt: none of the N two-digit numbers among the lô
] as const;

/**
 * Bet types per kind. A selection is a list of strings, its meaning per type:
 * - wingo: number ['0'–'9'], colour ['red'|'green'|'violet'], size ['big'|'small'], parity ['odd'|'even'];
 * - d5: position_digit [position 'A'–'E', digit], position_size [position, 'big'|'small'],
 *   position_parity [position, 'odd'|'even'], sum_size ['big'|'small'], sum_parity ['odd'|'even'];
 * - k3: sum ['3'–'18'], sum_size, sum_parity, any_triple [], triple [die], pair [die], straight [],
 *   two_different [die, die], three_different [die, die, die];
 * - vn_*: lo2/de/dau/duoi/xien/truot two-digit numbers ('00'–'99') or digits, lo3/cang3 three digits,
 *   lo4 four digits; xienN/truotN exactly N distinct numbers;
 * - sea4d: big, small, ibox_big, ibox_small, iperm_big, iperm_small [four digits]; abc_3d, a_3d [three digits].
 * What wins and pays (5D sum big is 23–45, K3 pair is "at least two show the die", iBox and iPerm refuse four
 * equal digits, lô counts every occurrence …): lottery-bets.ts and docs/lottery.md "Rules and fairness".
 */
export const LOTTERY_BET_TYPES = {
  wingo: ['number', 'colour', 'size', 'parity'],
  d5: ['position_digit', 'position_size', 'position_parity', 'sum_size', 'sum_parity'],
  k3: ['sum', 'sum_size', 'sum_parity', 'any_triple', 'triple', 'pair', 'straight', 'two_different', 'three_different'],
  vn_north: VN_BET_TYPES,
  vn_south: VN_BET_TYPES,
  vn_central: VN_BET_TYPES,
  vn_fast: VN_BET_TYPES,
  sea4d: ['big', 'small', 'ibox_big', 'ibox_small', 'iperm_big', 'iperm_small', 'abc_3d', 'a_3d'],
} as const satisfies Record<LotteryKind, readonly string[]>;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[LotteryKind][number];

/** scheduled (seed committed, betting not open) → open → closed (betting over) → drawn → settled; or cancelled (stakes refunded). */
export const LOTTERY_DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];

export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

/** The /ws message every socket of the brand receives when a draw of one of its games changes state. */
export const LOTTERY_SOCKET_EVENT = 'lottery.draw' as const;

/** The lottery's call paths (plain values: the front end's calls import them at run time without the schemas). */
export const LOTTERY_PATHS = {
  /** SPEC §7 "lottery games": keyed by game code, for one prize mode (public). */
  games: '/lgw/lottery/games',
  /** SPEC §7 "Vietnam lottery menu": groups tagged accountTypeName TCG_LOTTO_VN (public). */
  vnMenu: '/lgw/lottery/vn-menu',
  /** SPEC §7 "lottery lobby": every game of an area (or all) with its next draw and last result (public). */
  lobby: '/lgw/lottery/lobby',
  /** SPEC §7 "recent results": a game's finished draws, newest first, paged (public). */
  results: '/lgw/lottery/results',
  /** One draw by id, with its seed once drawn: what the verification page recomputes (public). */
  draw: '/lgw/lottery/draws/:drawId',
  /** Place a slip of bets on one open draw (member). */
  placeBets: '/wps/lottery/bets',
  /** The member's lottery bets, open or settled, paged (member). */
  myBets: '/wps/lottery/bets',
} as const;
