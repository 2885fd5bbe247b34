import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { AffiliateCheckAnswerSchema, AffiliateCheckQuerySchema, CommonHeadersSchema, envelopeResponses, FreePlayBodySchema, GatewayHeadersSchema, LoginAnswerSchema, ok, RegisterBodySchema, RegisterValidationSchema } from '@khela/contracts';
import { ApiError } from '../../platform/errors';
import { merchantOf } from '../../platform/request-context';
import { openSealedBody } from '../../platform/sealed-payload';
import { issueLogin } from './login/login-answer';
import { createTrialMember } from './register/one-click';
import { checkAffiliateCode, registerMember, type RegisterMode } from './register/register-service';
import { loginContext } from './request-context';
import { admitRequest, REQUEST_LIMITS } from './verification';

/** Registration: the brand's rules, the affiliate check, both register types and free play. */
export const registerRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const sealed = openSealedBody(db);

  app.get(
    '/wps/member/regValidata',
    {
      schema: {
        tags: ['identity'],
        summary: "The brand's registration rules and register types (cached by the page as validate)",
        headers: CommonHeadersSchema,
        response: envelopeResponses(RegisterValidationSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const regTypes: RegisterMode[] = [];
      if (merchant.whitelabelSwitches.USERNAMEREG3) regTypes.push('register');
      if (merchant.whitelabelSwitches.MOBILENUMREG3) regTypes.push('registerMobile');
      return ok({ rules: merchant.registerRules, regTypes, ageLimit: merchant.identity.ageLimit });
    },
  );

  app.get(
    '/wps/member/affiliate/check',
    {
      schema: {
        tags: ['identity'],
        summary: 'Is this affiliate (invitation) code valid for the brand?',
        headers: CommonHeadersSchema,
        querystring: AffiliateCheckQuerySchema,
        response: envelopeResponses(AffiliateCheckAnswerSchema),
      },
    },
    async (request) => {
      await checkAffiliateCode(db, merchantOf(request), request.query.code);
      return ok({ valid: true });
    },
  );

  for (const mode of ['register', 'registerMobile'] as const) {
    app.put(
      `/wps/member/${mode}`,
      {
        preValidation: sealed,
        schema: {
          tags: ['identity'],
          summary: mode === 'register' ? 'Register by username (sealed body)' : 'Register by mobile number (sealed body)',
          headers: CommonHeadersSchema,
          body: RegisterBodySchema,
          response: envelopeResponses(LoginAnswerSchema),
        },
      },
      async (request) => ok(await registerMember(db, merchantOf(request), mode, request.body, loginContext(request))),
    );
  }

  app.post(
    '/wps/member/freePlay',
    {
      schema: {
        tags: ['identity'],
        summary: "Free play: a trial account (type 4) when FREEPLAY3 is on; X-Gateway-Version 3, Encryption 'plain', platform 'W' and the os (SPEC §7)",
        headers: GatewayHeadersSchema,
        body: FreePlayBodySchema,
        response: envelopeResponses(LoginAnswerSchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const context = loginContext(request);
      if (!merchant.whitelabelSwitches.FREEPLAY3) throw new ApiError(403, 'trial.disabled');
      await admitRequest(db, [{ limit: REQUEST_LIMITS.freePlayPerIp, key: context.ip }]);
      const { member } = await createTrialMember(db, merchant, context);
      return ok(await issueLogin(db, merchant, member, 'trial', context));
    },
  );
};
