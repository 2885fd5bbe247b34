import formBody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import {
  ChangePasswordBodySchema,
  CommonHeadersSchema,
  envelopeResponses,
  ForgetPasswordBodySchema,
  LoginAnswerSchema,
  ok,
  ResetByPhoneBodySchema,
} from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { openSealedBody } from '../../platform/sealed-payload';
import { issueLogin } from './login/login-answer';
import { revokeRememberTokens } from './login/remember-tokens';
import { TRIAL_TYPE } from './members/member';
import { requireRealMember } from './members/require-member';
import { findMemberByAccount, findMemberById, findMemberByMobile, setPassword } from './members/member-repo';
import { EMAILED_PASSWORD_MINUTES, storeEmailedPassword, temporaryPassword } from './passwords/emailed-password';
import { hashPassword, verifyPassword } from './passwords/password-hash';
import { assertNewPassword } from './passwords/password-rules';
import { loginContext } from './request-context';
import { revokeMemberSessions } from './sessions/session-store';
import { admitRequest, consumeVerificationCode, normalizeMobile, REQUEST_LIMITS, sendMail } from './verification';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Passwords: change (also when forced), forgot by e-mail, reset by phone. */
export const passwordRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const sealed = openSealedBody(db);
  await app.register(formBody);

  app.post(
    '/wps/member/changePassword',
    {
      preValidation: sealed,
      // The one change a session that must change its password may make.
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags: ['identity'],
        summary: 'Change the login password (sealed body); every other session and remembered device is signed out',
        headers: CommonHeadersSchema,
        body: ChangePasswordBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const merchant = merchantOf(request);
      const { oldPassword, newPassword, confirmNewPassword } = request.body;
      if (newPassword !== confirmNewPassword) throw new ApiError(400, 'password.mismatch');
      if (newPassword === oldPassword) throw new ApiError(400, 'password.same');
      assertNewPassword(merchant, newPassword);
      const member = await findMemberById(db, merchant.code, identity.memberId);
      if (!member || !(await verifyPassword(oldPassword, member.passwordHash))) throw new ApiError(400, 'password.old.wrong');
      const hash = await hashPassword(newPassword);
      return ok(
        await db.transaction(async (tx) => {
          await setPassword(tx, member.id, hash);
          await revokeMemberSessions(tx, member.id, null);
          await revokeRememberTokens(tx, member.id);
          const changed = { ...member, passwordIsDefault: false, passwordChangedAt: new Date() };
          return issueLogin(tx, merchant, changed, 'password-change', loginContext(request));
        }),
      );
    },
  );

  app.post(
    '/wps/member/forgetPassword',
    {
      schema: {
        tags: ['identity'],
        summary: 'Forgot password by e-mail (form post): a temporary password is mailed; the answer never says whether the account exists',
        headers: CommonHeadersSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ForgetPasswordBodySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const email = request.body.email.trim();
      if (!EMAIL.test(email)) throw new ApiError(400, 'forget.email.invalid');
      await admitRequest(db, [
        { limit: REQUEST_LIMITS.forgotPerIp, key: request.ip ?? null },
        { limit: REQUEST_LIMITS.forgotPerAccount, key: `${merchant.code}:${request.body.username.trim().toLowerCase()}` },
      ]);
      const member = await findMemberByAccount(db, merchant.code, request.body.username);
      const recipient = member?.email && member.email.toLowerCase() === email.toLowerCase() && member.type !== TRIAL_TYPE ? member : null;
      // The same full-cost hash either way, so the answer's timing does not tell a match either.
      const password = temporaryPassword();
      const hash = await hashPassword(password);
      if (recipient?.email) {
        await storeEmailedPassword(db, recipient.id, hash);
        await sendMail(db, merchant, {
          to: recipient.email,
          template: 'password-reset',
          params: { account: recipient.account, password, minutes: EMAILED_PASSWORD_MINUTES },
          language: request.language,
        });
      }
      return ok(null);
    },
  );

  app.post(
    '/wps/member/setPasswordByPhone',
    {
      preValidation: sealed,
      schema: {
        tags: ['identity'],
        summary: 'Reset the password with an SMS code (sealed body), then log in',
        headers: CommonHeadersSchema,
        body: ResetByPhoneBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const body = request.body;
      const mobile = normalizeMobile(body.countryDialingCode ?? merchant.identity.countryDialingCode, body.mobileNum);
      if (!mobile) throw new ApiError(400, 'sms.phone.invalid');
      assertNewPassword(merchant, body.newPassword);
      await consumeVerificationCode(db, merchant, { purpose: 'reset', destination: mobile.e164, code: body.verificationCode.trim() });
      const member = await findMemberByMobile(db, merchant.code, mobile.countryDialingCode, mobile.national);
      if (!member) throw new ApiError(400, 'sms.code.invalid');
      const hash = await hashPassword(body.newPassword);
      return ok(
        await db.transaction(async (tx) => {
          await setPassword(tx, member.id, hash);
          await revokeMemberSessions(tx, member.id, null);
          await revokeRememberTokens(tx, member.id);
          return issueLogin(tx, merchant, { ...member, passwordIsDefault: false, passwordChangedAt: new Date() }, 'reset', loginContext(request));
        }),
      );
    },
  );
};
