import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { Language } from '../../../platform/i18n/language';
import { merchantOf } from '../../../platform/request-context';
import { requireRealMember } from '../../identity';
import type { OrderQuery } from './order-tables';
import { CommonHeadersSchema, type DepositRecordSchema, envelopeResponses, ok, type Page, PageSchema, RecordQuerySchema, type WithdrawalRecordSchema } from '@khela/contracts';

type BrandApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** A record line of either kind (a union, so that one route serves both: a schema type parameter defeats the reply's typing). */
type MemberRecordSchema = typeof DepositRecordSchema | typeof WithdrawalRecordSchema;

/** One kind of order in the member's record (deposits, withdrawals). */
export interface MemberOrderRecord<Order> {
  /** The path: /wps/payments/{orders}. */
  orders: 'deposits' | 'withdrawals';
  summary: string;
  record: MemberRecordSchema;
  list(query: OrderQuery): Promise<Page<Order>>;
  view(order: Order, language: Language): Static<MemberRecordSchema>;
}

/** The member's own orders of one kind, newest first, under the record page's filters. */
export function memberOrderRecordRoute<Order>(app: BrandApp, orders: MemberOrderRecord<Order>): void {
  app.get(
    `/wps/payments/${orders.orders}`,
    {
      schema: {
        tags: ['payments'],
        summary: orders.summary,
        headers: CommonHeadersSchema,
        querystring: RecordQuerySchema,
        response: envelopeResponses(PageSchema(orders.record)),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const found = await orders.list({ ...request.query, merchantCode: merchant.code, timeZone: merchant.timeZone, memberId: identity.memberId });
      return ok({ ...found, records: found.records.map((order) => orders.view(order, request.language)) });
    },
  );
}
