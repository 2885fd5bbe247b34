import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../../platform/db/db';
import { DEFAULT_MERCHANT_CODE, envelopeResponses, ok, StringEnum } from '@khela/contracts';
import { ApiError } from '../../../platform/errors';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { recordOperatorAction, requireOperator } from '../../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../../platform/ops/ops-scope';
import { hashPassword } from '../passwords/password-hash';
import { normalizeMobile } from '../verification';
import { AGENT_TYPES, MEMBER_TYPE } from './member';
import { findMemberByAccount, insertMember } from './member-repo';

/** Account kinds an operator may open; trial accounts come only from free play. */
const KINDS = { member: MEMBER_TYPE, agent: AGENT_TYPES[0]! } as const;

const NewAccountSchema = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 64, default: DEFAULT_MERCHANT_CODE }),
  account: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$' }),
  nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  kind: StringEnum(['member', 'agent'] as const, { default: 'member' }),
  password: Type.String({ minLength: 6, maxLength: 64 }),
  mobile: Type.Optional(Type.String({ minLength: 6, maxLength: 20 })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 100 })),
  bankAccountName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

const CreatedAccountSchema = Type.Object({ id: Type.String(), account: Type.String(), type: Type.Integer() });

/**
 * Accounts opened by an operator (support, agent onboarding): the password is operator-issued, so
 * the member must choose their own at the first login (SPEC §4's default-password rule).
 */
export const operatorMemberRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {

  app.post(
    '/ops/members',
    {
      schema: {
        tags: ['operator'],
        summary: 'Open a member or agent account with an operator-issued password (changed at first login)',
        headers: OperatorHeadersSchema,
        body: NewAccountSchema,
        response: envelopeResponses(CreatedAccountSchema),
      },
    },
    async (request) => {
      const body = request.body;
      requireOperator(request, ['admin'], body.merchant);
      const merchant = await findMerchant(db, body.merchant);
      if (!merchant) throw new ApiError(404, 'merchant.unknown', { merchant: body.merchant });
      const mobile = body.mobile === undefined ? null : normalizeMobile(merchant.identity.countryDialingCode, body.mobile);
      if (body.mobile !== undefined && !mobile) throw new ApiError(400, 'sms.phone.invalid');
      if (await findMemberByAccount(db, merchant.code, body.account)) throw new ApiError(409, 'register.account.taken');
      const created = await insertMember(db, {
        merchantCode: merchant.code,
        account: body.account,
        nickname: body.nickname ?? body.account,
        type: KINDS[body.kind],
        passwordHash: await hashPassword(body.password),
        passwordIsDefault: true,
        countryDialingCode: mobile?.countryDialingCode ?? null,
        mobile: mobile?.national ?? null,
        email: body.email ?? null,
        bankAccountName: body.bankAccountName ?? null,
        registerMethod: 'OPERATOR',
      });
      // The insert skips on any unique clash: the account raced in, or the mobile is someone's.
      if (!created) throw new ApiError(409, mobile ? 'register.mobile.taken' : 'register.account.taken');
      await recordOperatorAction(db, request.operator!, {
        action: 'member.open',
        merchantCode: merchant.code,
        target: created.account,
        details: { kind: body.kind, memberId: created.id },
      });
      return ok({ id: created.id, account: created.account, type: created.type });
    },
  );
};
