import type { SeamlessPlayer, SeamlessReply, SeamlessSender } from './seamless-http';

/**
 * Vendor traffic on one player's wallet from many clients at once, and what its answers say the
 * wallet must hold. Each client plays rounds of its own: a bet, then a win, a rollback, both at
 * once, a rollback racing its bet, or nothing; often the same call is sent twice at the same time
 * (the same transaction id from two connections). Used by the PostgreSQL concurrency test and the
 * crash test.
 */
export type RoundPlan = 'win' | 'rollback' | 'winAndRollback' | 'rollbackRacesBet' | 'open';

export interface PlannedRound {
  client: number;
  index: number;
  betId: string;
  winId: string;
  rollbackId: string;
  roundId: string;
  stake: number;
  payout: number;
  plan: RoundPlan;
  /** Send each call twice at once. */
  duplicate: boolean;
}

/** Every answer a round got, by call. */
export interface PlayedRound extends PlannedRound {
  bet: SeamlessReply[];
  win: SeamlessReply[];
  rollback: SeamlessReply[];
}

/** A small deterministic generator (mulberry32): a failing run can be played again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function planRound(prefix: string, client: number, index: number, random: () => number): PlannedRound {
  const stake = 1 + Math.floor(random() * 1_000);
  const roll = random();
  const plan: RoundPlan = roll < 0.45 ? 'win' : roll < 0.65 ? 'rollback' : roll < 0.8 ? 'winAndRollback' : roll < 0.95 ? 'rollbackRacesBet' : 'open';
  const id = `${prefix}c${client}-${index}`;
  return {
    client,
    index,
    betId: `${id}-bet`,
    winId: `${id}-win`,
    rollbackId: `${id}-rb`,
    roundId: `${id}-round`,
    stake,
    // A lost round 3 times in 10, else up to 2.86 times the stake: on average the house neither wins nor loses.
    payout: random() < 0.3 ? 0 : Math.floor((random() * 2 * stake) / 0.7),
    plan,
    duplicate: random() < 0.35,
  };
}

export function roundCalls(player: SeamlessPlayer, round: PlannedRound) {
  return {
    bet: { playerId: player.playerId, sessionToken: player.sessionToken, transactionId: round.betId, roundId: round.roundId, gameCode: 'dice', amount: round.stake },
    win: { playerId: player.playerId, transactionId: round.winId, roundId: round.roundId, amount: round.payout, betTransactionIds: [round.betId] },
    rollback: { playerId: player.playerId, transactionId: round.rollbackId, betTransactionId: round.betId },
  };
}

/** Plays one round; every call is sent once or twice at the same moment. */
export async function playRound(send: SeamlessSender, player: SeamlessPlayer, round: PlannedRound): Promise<PlayedRound> {
  const calls = roundCalls(player, round);
  const copies = round.duplicate ? 2 : 1;
  const many = (action: 'bet' | 'win' | 'rollback') => Promise.all(Array.from({ length: copies }, () => send(action, calls[action])));
  const played: PlayedRound = { ...round, bet: [], win: [], rollback: [] };
  if (round.plan === 'rollbackRacesBet') {
    [played.rollback, played.bet] = await Promise.all([many('rollback'), many('bet')]);
    return played;
  }
  played.bet = await many('bet');
  if (round.plan === 'win') played.win = await many('win');
  else if (round.plan === 'rollback') played.rollback = await many('rollback');
  else if (round.plan === 'winAndRollback') [played.win, played.rollback] = await Promise.all([many('win'), many('rollback')]);
  return played;
}

const ANSWERS: Record<'bet' | 'win' | 'rollback', string[]> = {
  bet: ['OK', 'INSUFFICIENT_FUNDS', 'BET_ALREADY_ROLLED_BACK'],
  win: ['OK', 'BET_NOT_FOUND', 'BET_ALREADY_ROLLED_BACK'],
  rollback: ['OK', 'BET_NOT_FOUND', 'BET_ALREADY_SETTLED'],
};

export interface RoundVerdict {
  problems: string[];
  /** What the round did to the wallet: posted change, and the stake still held. */
  balanceChange: number;
  held: number;
  betStatus: 'open' | 'settled' | 'rolled_back' | null;
}

/**
 * Judges a round by its answers alone: every answer is a proper one (HTTP 200, a status the call
 * may get, a balance never below zero), duplicates answered alike, a bet settled or rolled back but
 * never both, a rollback that missed its bet keeps the bet out; and what the wallet must show for it.
 */
export function judgeRound(round: PlayedRound): RoundVerdict {
  const problems: string[] = [];
  for (const action of ['bet', 'win', 'rollback'] as const) {
    const replies = round[action];
    for (const reply of replies) {
      if (reply.httpStatus !== 200 || !ANSWERS[action].includes(reply.answer.status)) problems.push(`${action} ${round.betId}: HTTP ${reply.httpStatus} ${reply.raw}`);
      if (reply.answer.balance !== undefined && reply.answer.balance < 0) problems.push(`${action} ${round.betId}: negative balance ${reply.raw}`);
    }
    if (replies.length === 2 && replies[0]!.raw !== replies[1]!.raw) problems.push(`${action} ${round.betId}: two answers to one transaction id: ${replies[0]!.raw} / ${replies[1]!.raw}`);
  }
  const ok = (action: 'bet' | 'win' | 'rollback') => round[action][0]?.answer.status === 'OK';
  const verdict: RoundVerdict = { problems, balanceChange: 0, held: 0, betStatus: null };
  if (!ok('bet')) {
    if (ok('win') || ok('rollback')) problems.push(`${round.betId}: a refused bet was settled or rolled back`);
    // A rollback that missed its bet keeps it out for good (unless the bet was short of money anyway).
    if (round.plan === 'rollbackRacesBet' && round.rollback[0]?.answer.status === 'BET_NOT_FOUND'
        && !['BET_ALREADY_ROLLED_BACK', 'INSUFFICIENT_FUNDS'].includes(round.bet[0]?.answer.status ?? '')) {
      problems.push(`${round.betId}: bet answered ${round.bet[0]?.raw} after its rollback missed it`);
    }
    return verdict;
  }
  if (ok('win') && ok('rollback')) problems.push(`${round.betId}: both settled and rolled back`);
  if (round.plan === 'rollbackRacesBet' && !ok('rollback')) problems.push(`${round.betId}: bet taken but its rollback answered ${round.rollback[0]?.raw}`);
  if (round.plan === 'winAndRollback' && !ok('win') && !ok('rollback')) problems.push(`${round.betId}: neither the win nor the rollback went through`);
  if (ok('win')) return { ...verdict, balanceChange: round.payout - round.stake, betStatus: 'settled' };
  if (ok('rollback')) return { ...verdict, betStatus: 'rolled_back' };
  return { ...verdict, held: round.stake, betStatus: 'open' };
}
