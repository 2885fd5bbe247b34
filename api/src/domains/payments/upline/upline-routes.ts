import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../../platform/db/db';
import { CommonHeadersSchema, envelopeResponses, ErrorEnvelopeSchema, ok, OrderNoParams, PageSchema, ProofParams, UplineQuerySchema, UplineRecordSchema, UplineTransferAnswerSchema, UplineTransferBodySchema } from '@khela/contracts';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import type { Ledger } from '../../wallet';
import { checkPaymentPassword } from '../shared/payment-password';
import { readNonReceiptForm } from './proof-images';
import { listUplineTransfers, memberUplineView } from './upline-records';
import type { WithdrawalGuards } from '../ports/withdrawal-guard';
import { confirmReceipt, readProof, reportNonReceipt, sendToUpline } from './upline-transfers';

/** A proof image as bytes; errors are the usual envelope. */
export const ImageResponses = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png or image/jpeg' }),
  '4xx': Type.Ref(ErrorEnvelopeSchema),
  '5xx': Type.Ref(ErrorEnvelopeSchema),
};

/** transferUpline: send to the upline, the upline confirms, the sender may report non-receipt. */
export const uplineRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger; withdrawalGuards: WithdrawalGuards }> = async (app, { db, ledger, withdrawalGuards }) => {
  app.post(
    '/wps/payments/upline-transfers',
    {
      schema: {
        tags: ['payments'],
        summary: 'Send money to the upline (payment password required); SENT until the upline confirms or the minutes pass',
        headers: CommonHeadersSchema,
        body: UplineTransferBodySchema,
        response: envelopeResponses(UplineTransferAnswerSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { paymentPassword, amount, remark, requestId, forfeitBonus } = request.body;
      await checkPaymentPassword(db, identity.memberId, paymentPassword);
      const guard = { guards: withdrawalGuards, forfeitBonus: forfeitBonus === true, language: request.language };
      const sent = await sendToUpline(db, ledger, merchantOf(request), identity.memberId, { amount: BigInt(amount), remark: remark?.trim() ?? '', requestId }, guard);
      return ok({ orderNo: sent.orderNo, status: sent.status });
    },
  );

  app.get(
    '/wps/payments/upline-transfers',
    {
      schema: {
        tags: ['payments'],
        summary: 'Transfers the member sent to their upline, or (role=received) received from their downline',
        headers: CommonHeadersSchema,
        querystring: UplineQuerySchema,
        response: envelopeResponses(PageSchema(UplineRecordSchema)),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const { role, pageNo, pageSize } = request.query;
      const found = await listUplineTransfers(db, { merchantCode: merchantOf(request).code, member: { id: identity.memberId, role }, pageNo, pageSize });
      return ok({ ...found, records: found.records.map((transfer) => memberUplineView(transfer, identity.memberId)) });
    },
  );

  app.post(
    '/wps/payments/upline-transfers/:orderNo/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'The upline confirms it received the transfer',
        headers: CommonHeadersSchema,
        params: OrderNoParams,
        response: envelopeResponses(UplineRecordSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const transfer = await confirmReceipt(db, merchantOf(request).code, request.params.orderNo, identity.memberId);
      return ok(memberUplineView(transfer, identity.memberId));
    },
  );

  app.post(
    '/wps/payments/upline-transfers/:orderNo/non-receipt',
    {
      schema: {
        tags: ['payments'],
        summary: 'The sender reports non-receipt: multipart remark (≤ 140) and 1–3 proof files (png or jpg, ≤ 5 MB each)',
        headers: CommonHeadersSchema,
        consumes: ['multipart/form-data'],
        params: OrderNoParams,
        response: envelopeResponses(UplineRecordSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const report = await readNonReceiptForm(request);
      const transfer = await reportNonReceipt(db, merchantOf(request).code, request.params.orderNo, identity.memberId, report);
      return ok(memberUplineView(transfer, identity.memberId));
    },
  );

  app.get(
    '/wps/payments/upline-transfers/proofs/:proofId',
    {
      schema: {
        tags: ['payments'],
        summary: 'A proof image of a transfer the member sent or received',
        headers: CommonHeadersSchema,
        params: ProofParams,
        response: ImageResponses,
      },
    },
    async (request, reply) => {
      const identity = await requireRealMember(app, request);
      const proof = await readProof(db, merchantOf(request).code, request.params.proofId, identity.memberId);
      return reply.type(proof.contentType).header('cache-control', 'private, no-store').send(proof.bytes);
    },
  );
};
