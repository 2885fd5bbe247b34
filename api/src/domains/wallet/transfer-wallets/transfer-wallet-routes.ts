import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../platform/db/db';
import type { Ledger } from '../ledger/ledger';

/** Main wallet <-> a transfer-mode vendor's game wallet (GCS_walletTransfer). (Being built.) */
export const transferWalletRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async () => undefined;
