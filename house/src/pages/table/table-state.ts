import type { Db } from '@khela/server-kit/db';
import type { Language, PlayerSession } from '../../sessions/session-repo';
import type { TableClock } from '../../table/table-clock';
import type { TableService } from '../../table/table-service';
import { isRevealed, latestTableRound, sessionBetsOfRound, tableHistory } from '../../table/table-repo';
import type { TableStateJson } from './table-fragments';

/** As many results as GET /table/:game/state lists (the road). */
const LAST_RESULTS = 20;

/**
 * The table's state for a session's page: the same JSON GET /table/:game/state?session= answers
 * (table/table-routes.ts; a test holds the two equal), so the page drawn here and the page the
 * script redraws from the poll show the same thing. The server seed and result only once dealt.
 */
export async function readTableState(db: Db, service: Pick<TableService, 'game' | 'phaseOf'>, clock: TableClock, session: PlayerSession, lang: Language): Promise<TableStateJson> {
  const game = service.game;
  const round = await latestTableRound(db, game.code);
  const last = await tableHistory(db, game.code, LAST_RESULTS);
  const bets = round ? await sessionBetsOfRound(db, round.id, session.id) : [];
  const [fun] = session.fun ? await db.query<{ fun_balance: string }>('SELECT fun_balance FROM sessions WHERE id = $1', [session.id]) : [];
  const revealed = round ? isRevealed(round) : false;
  return {
    game: { code: game.code, name: game.names[lang], sides: [...game.sides], limits: game.limits },
    round: round
      ? {
          id: round.id,
          number: round.number,
          state: round.state,
          phase: service.phaseOf(round, clock.now()),
          opensAt: round.opensAt.toISOString(),
          closesAt: round.closesAt.toISOString(),
          secondsLeft: round.state === 'open' ? Math.max(0, Math.ceil((round.closesAt.getTime() - clock.now()) / 1000)) : 0,
          serverSeedHash: round.serverSeedHash,
          clientSeed: round.id,
          nonce: round.number,
          serverSeed: revealed ? round.serverSeed : null,
          result: revealed ? round.result : null,
        }
      : null,
    lastResults: last.map((r) => ({ number: r.number, result: r.result })),
    you: { bets: bets.map((bet) => ({ id: bet.id, side: bet.side, stake: bet.stake, payout: bet.payout, state: bet.state })), funBalance: fun ? Number(fun.fun_balance) : null },
  };
}
