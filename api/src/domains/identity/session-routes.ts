import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requireIdentity } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import {
  CodeSentSchema,
  CommonHeadersSchema,
  envelopeResponses,
  HandoffCodeSchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LoginV2AnswerSchema,
  LoginCodeBodySchema,
  ok,
  OneClickAnswerSchema,
  OneClickBodySchema,
  VerifyBodySchema,
  VerifySendBodySchema,
} from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { openSealedBody } from '../../platform/sealed-payload';
import { issueLogin } from './login/login-answer';
import { login } from './login/login-service';
import { createOneClickMember } from './register/one-click';
import { loginContext } from './request-context';
import { findMemberByAccount, findMemberById } from './members/member-repo';
import { memberInfo } from './members/member-info';
import { requireRealMember } from './members/require-member';
import { consumeLoginCode, issueLoginCode, LOGIN_CODE_SECONDS } from './sessions/login-codes';
import { revokeSession } from './sessions/session-store';
import { answerSecondFactor, sendSecondFactorCode } from './login/second-factor-service';

/** Sessions: login by every method, the second factor, one-click and logout. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const sealed = openSealedBody(db);

  app.post(
    '/wps/session/login',
    {
      preValidation: sealed,
      schema: {
        tags: ['identity'],
        summary: 'Log in by username and password, mobile and SMS code, or remember token (sealed body)',
        headers: CommonHeadersSchema,
        body: LoginBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => ok(await login(db, merchantOf(request), request.body, loginContext(request))),
  );

  app.post(
    '/wps/session/loginV2',
    {
      preValidation: sealed,
      schema: {
        tags: ['identity'],
        summary: "loginV2 (SPEC §7): login's sealed body and answer, plus the member info, so the page needs no second call (the site's login)",
        headers: CommonHeadersSchema,
        body: LoginBodySchema,
        response: envelopeResponses(LoginV2AnswerSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const answer = await login(db, merchant, request.body, loginContext(request));
      // The session exists, so the member does: read as it is now (a first login just stamped it).
      const member = await findMemberByAccount(db, merchant.code, answer.userName);
      if (!member) throw new ApiError(400, 'login.failed', {}, { captcha: false });
      return ok({ ...answer, member: memberInfo(member) });
    },
  );

  app.post(
    '/wps/session/login/verify/send',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send the second-factor code to the bound mobile or e-mail',
        headers: CommonHeadersSchema,
        body: VerifySendBodySchema,
        response: envelopeResponses(CodeSentSchema),
      },
    },
    async (request) => ok(await sendSecondFactorCode(db, merchantOf(request), request.body, loginContext(request))),
  );

  app.post(
    '/wps/session/login/verify',
    {
      schema: {
        tags: ['identity'],
        summary: 'Answer the second factor asked for a login from a new IP',
        headers: CommonHeadersSchema,
        body: VerifyBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => ok(await answerSecondFactor(db, merchantOf(request), request.body, loginContext(request))),
  );

  app.post(
    '/wps/session/oneClick',
    {
      schema: {
        tags: ['identity'],
        summary: 'One-click registration: an account with generated credentials, shown once',
        headers: CommonHeadersSchema,
        body: OneClickBodySchema,
        response: envelopeResponses(OneClickAnswerSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const context = loginContext(request);
      const { member, password } = await createOneClickMember(db, merchant, request.body.sliderToken, context);
      const answer = await issueLogin(db, merchant, member, 'oneclick', context);
      return ok({ ...answer, credentials: { username: member.account, password } });
    },
  );

  app.post(
    '/wps/session/loginCode',
    {
      schema: {
        tags: ['identity'],
        summary: 'Trade the one-time code of a hand-off (social-login return, another site of the brand) for a session',
        headers: CommonHeadersSchema,
        body: LoginCodeBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const claimed = await consumeLoginCode(db, request.body.code, merchant.code);
      const member = claimed ? await findMemberById(db, merchant.code, claimed.memberId) : null;
      if (!claimed || !member) throw new ApiError(400, 'login.code.invalid');
      return ok(await issueLogin(db, merchant, member, claimed.loginMethod, loginContext(request)));
    },
  );

  app.post(
    '/wps/session/handoff',
    {
      schema: {
        tags: ['identity'],
        summary: "A one-time code (60 s, this brand) that logs the same member in on another page of the brand, e.g. the agent site's link to the player site",
        headers: CommonHeadersSchema,
        response: envelopeResponses(HandoffCodeSchema),
      },
    },
    async (request) => {
      const identity = await requireRealMember(app, request);
      const code = await issueLoginCode(db, { memberId: identity.memberId, merchantCode: identity.merchantCode, loginMethod: 'handoff' });
      return ok({ code, expiresInSeconds: LOGIN_CODE_SECONDS });
    },
  );

  app.delete(
    '/wps/session/logout',
    {
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags: ['identity'],
        summary: 'End this session',
        headers: CommonHeadersSchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const identity = await requireIdentity(app, request).catch((error: unknown) => {
        // Logging out twice is not an error: the session is gone either way.
        if (error instanceof ApiError && error.errorCode === 'login.not.session') return null;
        throw error;
      });
      if (identity) await revokeSession(db, identity.sessionHash);
      return ok(null);
    },
  );
};
