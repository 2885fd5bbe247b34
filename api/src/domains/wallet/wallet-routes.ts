import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import type { Ledger } from './ledger/ledger';

/** The member's wallet: balance, consolidated funds, account record. (Being built.) */
export const walletRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async () => undefined;
