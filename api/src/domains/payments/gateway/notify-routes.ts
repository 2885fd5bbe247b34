import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../platform/db/db';
import type { Ledger } from '../../wallet';
import { envelopeResponses, GatewayNotificationSchema, NotificationAnswerSchema, ok } from '@khela/contracts';
import type { PaymentsOptions } from '../payments-options';
import { NOTIFY_PATH } from './gateway-client';
import { acceptNotification, type GatewayNotification } from './gateway-notifications';
import type { DepositApprovedListeners } from '../deposits/deposit-approved-port';

/**
 * The gateway's callback (notifyUrl). Public and not brand-scoped by header: the brand is the
 * order's. The gateway retries until it reads `success: true`; a replay gets the same answer.
 */
export const notifyRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; payments: PaymentsOptions; depositApproved?: DepositApprovedListeners }> = async (app, { db, ledger, payments, depositApproved }) => {
  app.post(
    NOTIFY_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: "The payment gateway's signed notification of an order's outcome (docs/payments.md)",
        body: GatewayNotificationSchema,
        response: envelopeResponses(NotificationAnswerSchema),
      },
    },
    async (request) => ok(await acceptNotification(db, ledger, payments, request.body as GatewayNotification, depositApproved)),
  );
};
