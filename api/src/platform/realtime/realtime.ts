import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../../domains/wallet/ledger/ledger';

export interface RealtimeOptions {
  ledger: Ledger;
  /** Fan-out across api instances when set. */
  redisUrl: string | null;
}

/** The socket-event channel /ws (logged-in members). (Being built.) */
export async function registerRealtime(_app: FastifyInstance, _options: RealtimeOptions): Promise<void> {}
