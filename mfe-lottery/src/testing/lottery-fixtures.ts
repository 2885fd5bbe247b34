import type { LotteryDraw, LotteryGame, LotteryLobby } from '@khela/contracts';

/** Tests only: a draw, a game and a lobby answer as the api's contract shapes them. */
export const draw = (fields: Partial<LotteryDraw> = {}): LotteryDraw => ({
  id: '101',
  gameCode: 'WINGO1',
  drawNo: '20261126-0415',
  opensAt: '2026-11-26T10:00:00.000Z',
  closesAt: '2026-11-26T10:00:55.000Z',
  drawAt: '2026-11-26T10:01:00.000Z',
  status: 'open',
  seedHash: 'ab'.repeat(32),
  seed: null,
  result: null,
  ...fields,
});

export const game = (fields: Partial<LotteryGame> = {}): LotteryGame => ({
  gameCode: 'WINGO1',
  vendorCode: 'KELOTT',
  prizeMode: 'ELOTT',
  area: 'FAST',
  kind: 'wingo',
  name: 'Wingo 1 min',
  timezone: 'Asia/Dhaka',
  periodSeconds: 60,
  freezeSeconds: 5,
  maxStakePerDraw: 10_000_000,
  betTypes: [
    { betType: 'number', odds: '9', oddsAlt: null, minStake: 1_000, maxStake: 1_000_000, maxPayoutPerNumber: 100_000_000 },
    { betType: 'colour', odds: '2/4.5', oddsAlt: '1.5', minStake: 1_000, maxStake: 1_000_000, maxPayoutPerNumber: 100_000_000 },
    { betType: 'size', odds: '2', oddsAlt: null, minStake: 1_000, maxStake: 1_000_000, maxPayoutPerNumber: 100_000_000 },
    { betType: 'parity', odds: '2', oddsAlt: null, minStake: 1_000, maxStake: 1_000_000, maxPayoutPerNumber: 100_000_000 },
  ],
  nextDraw: draw(),
  lastDraw: draw({ id: '100', drawNo: '20261126-0414', status: 'settled', seed: 'cd'.repeat(32), result: { tiers: [{ tier: 'number', numbers: ['7'] }] } }),
  ...fields,
});

/** A lobby answered at `serverTime` (the phone's clock is faked in the tests). */
export const lobby = (games: LotteryGame[], serverTime = '2026-11-26T10:00:30.000Z'): LotteryLobby => ({ serverTime, games });
