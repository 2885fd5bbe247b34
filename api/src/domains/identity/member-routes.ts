import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as OTPAuth from 'otpauth';
import { requireIdentity } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import {
  BindBodySchema,
  BindTargetBodySchema,
  CodeSentSchema,
  CommonHeadersSchema,
  ConfirmPasswordBodySchema,
  envelopeResponses,
  LoginHistoryQuerySchema,
  LoginHistorySchema,
  MemberInfoSchema,
  ok,
  PaymentPasswordBodySchema,
  SessionListingSchema,
  SignedOutAnswerSchema,
  TotpCodeBodySchema,
  TotpEnrolmentSchema,
} from '@khela/contracts';
import type { Identity } from '../../platform/auth';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { openSealedBody } from '../../platform/sealed-payload';
import { consumeTotp, totpFor } from './login/second-factor';
import type { Member } from './members/member';
import { memberInfo } from './members/member-info';
import { findMemberById, setPaymentPassword } from './members/member-repo';
import { requireRealMember } from './members/require-member';
import { hashPassword, verifyPassword } from './passwords/password-hash';
import { listSessions, revokeMemberSessions, stampPasswordConfirmed } from './sessions/session-store';
import { afterSensitiveChange, requireRecentPassword } from './sessions/sensitive-changes';
import type { AccountChange } from './verification/message-texts';
import { loginContext } from './request-context';
import { admitRequest, consumeVerificationCode, normalizeMobile, REQUEST_LIMITS, sendVerificationCode } from './verification';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAYMENT_PASSWORD = /^\d{6}$/;


/** The member's own account: info, sessions, login history, payment password, authenticator, bindings. */
export const memberRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const sealed = openSealedBody(db);
  /** The member behind a session, read fresh: 401 login.not.session once it is gone. */
  const currentMember = async ({ memberId, merchantCode }: { memberId: string; merchantCode: string }): Promise<Member> => {
    const member = await findMemberById(db, merchantCode, memberId);
    if (!member) throw new ApiError(401, 'login.not.session');
    return member;
  };
  /**
   * A sensitive change (docs/identity.md): a real member's session whose password was proved within
   * the last minutes (else 403 password.confirm.required); `done` then signs out the member's other
   * sessions and tells the address bound before the change.
   */
  const sensitiveChange = async (request: FastifyRequest) => {
    const identity = await requireRealMember(app, request);
    requireRecentPassword(identity);
    const member = await currentMember(identity);
    const done = (change: AccountChange) =>
      afterSensitiveChange(db, merchantOf(request), identity, { before: member, change, language: request.language }, request.log);
    return { identity, member, done };
  };
  /**
   * An authenticator code for enrolment or removal, accepted once: its time step is recorded like a
   * login's (login/second-factor.ts), so the code just typed here cannot also pass a login.
   */
  const acceptTotpOnce = async (member: Member, code: string, secret: string): Promise<void> => {
    const verdict = await consumeTotp(db, member, code, secret);
    if (verdict === 'wrong') throw new ApiError(400, 'totp.code.wrong');
    if (verdict === 'used') throw new ApiError(400, 'login.second.factor.used');
  };

  app.get(
    '/wps/member/info',
    {
      // A session that must change its password still reads who it is (the page shows the forced popup).
      config: { allowedBeforePasswordChange: true },
      schema: { tags: ['identity'], summary: 'Who is logged in', headers: CommonHeadersSchema, response: envelopeResponses(MemberInfoSchema) },
    },
    async (request) => {
      const identity = await requireIdentity(app, request);
      return ok(memberInfo(await currentMember(identity)));
    },
  );

  app.get(
    '/wps/member/sessions',
    { schema: { tags: ['identity'], summary: 'My active sessions', headers: CommonHeadersSchema, response: envelopeResponses(Type.Array(SessionListingSchema)) } },
    async (request) => {
      const identity = await requireRealMember(app, request);
      return ok(await listSessions(db, identity.memberId, identity.sessionHash, merchantOf(request).identity));
    },
  );

  app.delete(
    '/wps/member/sessions/others',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign out every other device',
        headers: CommonHeadersSchema,
        response: envelopeResponses(SignedOutAnswerSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      return ok({ signedOut: await revokeMemberSessions(db, identity.memberId, identity.sessionHash) });
    },
  );

  app.get(
    '/wps/member/loginHistory',
    {
      schema: {
        tags: ['identity'],
        summary: 'My logins, newest first',
        headers: CommonHeadersSchema,
        querystring: LoginHistoryQuerySchema,
        response: envelopeResponses(LoginHistorySchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const [count] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM login_attempts WHERE member_id = $1', [identity.memberId]);
      const rows = await db.query<{ at: Date; ip: string | null; user_agent: string | null; method: string; success: boolean }>(
        `SELECT at, ip, user_agent, method, success FROM login_attempts WHERE member_id = $1
          ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
        [identity.memberId, pageSize, (pageNo - 1) * pageSize],
      );
      return ok({
        list: rows.map((row) => ({ at: new Date(row.at).toISOString(), ip: row.ip, userAgent: row.user_agent, method: row.method, success: row.success })),
        pageNo,
        totalPages: Math.max(1, Math.ceil(Number(count?.n ?? 0) / pageSize)),
      });
    },
  );

  app.post(
    '/wps/member/confirmPassword',
    {
      preValidation: sealed,
      schema: {
        tags: ['identity'],
        summary: 'Prove the login password (sealed body): sensitive changes are open for 5 minutes in this session',
        headers: CommonHeadersSchema,
        body: ConfirmPasswordBodySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const identity: Identity = await requireRealMember(app, request);
      // Counted per member: a stolen session cannot guess the password here either.
      await admitRequest(db, [{ limit: REQUEST_LIMITS.passwordConfirmPerMember, key: identity.memberId }]);
      const member = await currentMember(identity);
      if (!(await verifyPassword(request.body.password, member.passwordHash))) throw new ApiError(400, 'password.confirm.wrong');
      await stampPasswordConfirmed(db, identity.sessionHash);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/paymentPassword',
    {
      preValidation: sealed,
      schema: {
        tags: ['identity'],
        summary: 'Set (with the login password) or change (with the old one) the 6-digit payment password (sealed body)',
        headers: CommonHeadersSchema,
        body: PaymentPasswordBodySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const { member, done } = await sensitiveChange(request);
      const { loginPassword, oldPaymentPassword, newPaymentPassword } = request.body;
      if (!PAYMENT_PASSWORD.test(newPaymentPassword)) throw new ApiError(400, 'payment.password.rule');
      if (member.paymentPasswordHash) {
        if (!oldPaymentPassword || !(await verifyPassword(oldPaymentPassword, member.paymentPasswordHash))) {
          throw new ApiError(400, 'payment.password.old.wrong');
        }
      } else if (!loginPassword || !(await verifyPassword(loginPassword, member.passwordHash))) {
        throw new ApiError(400, 'password.old.wrong');
      }
      if (await verifyPassword(newPaymentPassword, member.passwordHash)) throw new ApiError(400, 'payment.password.same');
      await setPaymentPassword(db, member.id, await hashPassword(newPaymentPassword));
      await done('payment-password');
      return ok(null);
    },
  );

  app.post(
    '/wps/member/totp',
    {
      schema: {
        tags: ['identity'],
        summary: 'Start authenticator enrolment: a new secret to scan',
        headers: CommonHeadersSchema,
        response: envelopeResponses(TotpEnrolmentSchema),
      },
    },
    async (request) => {
      const { member } = await sensitiveChange(request);
      const merchant = merchantOf(request);
      if (member.totpSecret) throw new ApiError(409, 'totp.already');
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await db.query('UPDATE members SET totp_pending_secret = $2 WHERE id = $1', [member.id, secret]);
      return ok({ secret, otpauthUrl: totpFor(secret, member.account, merchant.name).toString() });
    },
  );

  app.put(
    '/wps/member/totp',
    {
      schema: {
        tags: ['identity'],
        summary: 'Finish authenticator enrolment with the first code it shows',
        headers: CommonHeadersSchema,
        body: TotpCodeBodySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const { member, done } = await sensitiveChange(request);
      if (!member.totpPendingSecret) throw new ApiError(400, 'totp.not.started');
      await acceptTotpOnce(member, request.body.code.trim(), member.totpPendingSecret);
      await db.query('UPDATE members SET totp_secret = totp_pending_secret, totp_pending_secret = NULL WHERE id = $1', [member.id]);
      await done('totp-added');
      return ok(null);
    },
  );

  app.delete(
    '/wps/member/totp',
    {
      schema: {
        tags: ['identity'],
        summary: 'Remove the authenticator (needs a current code)',
        headers: CommonHeadersSchema,
        body: TotpCodeBodySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const { member, done } = await sensitiveChange(request);
      if (!member.totpSecret) throw new ApiError(400, 'totp.code.wrong');
      await acceptTotpOnce(member, request.body.code.trim(), member.totpSecret);
      await db.query('UPDATE members SET totp_secret = NULL WHERE id = $1', [member.id]);
      await done('totp-removed');
      return ok(null);
    },
  );

  /** The normalized address a binding code is sent to and checked against. */
  const bindDestination = (channel: 'sms' | 'email', destination: string, countryDialingCode: string) => {
    if (channel === 'email') {
      const email = destination.trim();
      if (!EMAIL.test(email)) throw new ApiError(400, 'forget.email.invalid');
      return { address: email, mobile: null };
    }
    const mobile = normalizeMobile(countryDialingCode, destination);
    if (!mobile) throw new ApiError(400, 'sms.phone.invalid');
    return { address: mobile.e164, mobile };
  };

  app.post(
    '/wps/member/bind/send',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a code to bind a mobile number or e-mail to my account',
        headers: CommonHeadersSchema,
        body: BindTargetBodySchema,
        response: envelopeResponses(CodeSentSchema),
      },
    },
    async (request) => {
      // Asked before the code is sent, so the page confirms the password before the person waits for a code.
      await sensitiveChange(request);
      const merchant = merchantOf(request);
      const body = request.body;
      const target = bindDestination(body.channel, body.destination, body.countryDialingCode ?? merchant.identity.countryDialingCode);
      const sent = await sendVerificationCode(db, merchant, {
        purpose: 'bind',
        channel: body.channel === 'sms' ? 'sms' : 'mail',
        destination: target.address,
        ip: loginContext(request).ip,
        language: request.language,
      });
      return ok({ expiredMinutes: sent.expiredMinutes });
    },
  );

  app.put(
    '/wps/member/bind',
    {
      schema: {
        tags: ['identity'],
        summary: 'Bind the mobile number or e-mail with the code sent to it',
        headers: CommonHeadersSchema,
        body: BindBodySchema,
        response: envelopeResponses(MemberInfoSchema),
      },
    },
    async (request) => {
      const { identity, done } = await sensitiveChange(request);
      const merchant = merchantOf(request);
      const body = request.body;
      const target = bindDestination(body.channel, body.destination, body.countryDialingCode ?? merchant.identity.countryDialingCode);
      await consumeVerificationCode(db, merchant, { purpose: 'bind', destination: target.address, code: body.code.trim() });
      if (target.mobile) {
        const taken = await db.query(
          'SELECT 1 FROM members WHERE merchant_code = $1 AND country_dialing_code = $2 AND mobile = $3 AND id <> $4',
          [merchant.code, target.mobile.countryDialingCode, target.mobile.national, identity.memberId],
        );
        if (taken.length > 0) throw new ApiError(409, 'register.mobile.taken');
        await db.query('UPDATE members SET country_dialing_code = $2, mobile = $3 WHERE id = $1', [
          identity.memberId, target.mobile.countryDialingCode, target.mobile.national,
        ]);
      } else {
        await db.query('UPDATE members SET email = $2 WHERE id = $1', [identity.memberId, target.address]);
      }
      await done(target.mobile ? 'mobile' : 'email');
      return ok(memberInfo(await currentMember(identity)));
    },
  );
};
