import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/db';
import {
  CaptchaSchema,
  CodeExpirySchema,
  CommonHeadersSchema,
  envelopeResponses,
  ok,
  PhoneSmsBodySchema,
  RegisterSmsBodySchema,
  SliderAnswerBodySchema,
  SliderChallengeSchema,
  SliderPassSchema,
} from '@khela/contracts';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { merchantOf } from '../../../platform/request-context';
import { findMemberByMobile } from '../members/member-repo';
import { issueCaptcha } from './captcha';
import type { CodePurpose } from './code-purposes';
import { sendVerificationCode, withholdVerificationCode } from './codes';
import { parseIdentitySettings } from './identity-settings';
import { type Mobile, normalizeMobile } from './phone';
import { refuseTaken } from '../register/registration-probes';
import { answerSliderChallenge, consumeSliderToken, issueSliderChallenge } from './slider';

function mobileOf(merchant: Merchant, countryDialingCode: string | undefined, typed: string): Mobile {
  const mobile = normalizeMobile(countryDialingCode || parseIdentitySettings(merchant.identity).countryDialingCode, typed);
  if (!mobile) throw new ApiError(400, 'sms.phone.invalid');
  return mobile;
}

/** Sending costs the brand money: a passed slider comes first (unless the brand switched it off). */
async function requireSlider(db: Db, merchant: Merchant, sliderToken: string | undefined): Promise<void> {
  if (!parseIdentitySettings(merchant.identity).sliderRequired) return;
  if (!sliderToken || !(await consumeSliderToken(db, sliderToken))) throw new ApiError(400, 'slider.required');
}

const codeRequest = (request: FastifyRequest, purpose: CodePurpose, mobile: Mobile) => ({
  purpose,
  channel: 'sms' as const,
  destination: mobile.e164,
  ip: request.ip ?? null,
  language: request.language,
});

/**
 * Human checks (image captcha, slider) and the SMS codes of registration, SMS login and reset by
 * phone. Registered inside the brand scope (merchantResolver) by the identity domain.
 */
export const verificationRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/session/captcha',
    {
      schema: {
        tags: ['identity'],
        summary: 'A new image captcha (PNG, 4-5 characters, any letter case, 5 minutes, one answer)',
        headers: CommonHeadersSchema,
        response: envelopeResponses(CaptchaSchema),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueCaptcha(db));
    },
  );

  app.get(
    '/wps/session/slider',
    {
      schema: {
        tags: ['identity'],
        summary: 'A new slider puzzle: drag the piece into the notch (2 minutes, one answer)',
        headers: CommonHeadersSchema,
        response: envelopeResponses(SliderChallengeSchema),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueSliderChallenge(db));
    },
  );

  app.post(
    '/wps/session/slider',
    {
      schema: {
        tags: ['identity'],
        summary: 'Answer a slider puzzle; a pass gives a single-use sliderToken (2 minutes)',
        headers: CommonHeadersSchema,
        body: SliderAnswerBodySchema,
        response: envelopeResponses(SliderPassSchema),
      },
    },
    async (request) => ok(await answerSliderChallenge(db, request.body)),
  );

  app.post(
    '/wps/member/register/sms',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send the registration code to a mobile number not yet registered with this brand',
        headers: CommonHeadersSchema,
        body: RegisterSmsBodySchema,
        response: envelopeResponses(CodeExpirySchema),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      if (!merchant.whitelabelSwitches.REGMOBVERF3) throw new ApiError(403, 'sms.disabled');
      const mobile = mobileOf(merchant, request.body.countryDialingCode, request.body.mobileNo);
      await requireSlider(db, merchant, request.body.sliderToken);
      await refuseTaken(request.server.limits, merchant, request.ip ?? null, async () =>
        (await findMemberByMobile(db, merchant.code, mobile.countryDialingCode, mobile.national)) ? 'register.mobile.taken' : null,
      );
      return ok(await sendVerificationCode(db, merchant, codeRequest(request, 'register', mobile)));
    },
  );

  /** Login and reset codes: the same answer whether or not the number is registered; only members get an SMS. */
  const memberOnlyCode = (purpose: 'login' | 'reset') => async (request: FastifyRequest<{ Body: { countryDialingCode?: string; mobileNum: string; sliderToken?: string } }>) => {
    const merchant = merchantOf(request);
    if (purpose === 'login' && !merchant.whitelabelSwitches.MOBILEVERCODELOGIN3) throw new ApiError(403, 'sms.disabled');
    const mobile = mobileOf(merchant, request.body.countryDialingCode, request.body.mobileNum);
    await requireSlider(db, merchant, request.body.sliderToken);
    const member = await findMemberByMobile(db, merchant.code, mobile.countryDialingCode, mobile.national);
    const send = member ? sendVerificationCode : withholdVerificationCode;
    return ok(await send(db, merchant, codeRequest(request, purpose, mobile)));
  };

  app.post(
    '/wps/session/login/sms',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a login code (MOBILEVERCODELOGIN3); answers alike for unregistered numbers, which get nothing',
        headers: CommonHeadersSchema,
        body: PhoneSmsBodySchema,
        response: envelopeResponses(CodeExpirySchema),
      },
    },
    memberOnlyCode('login'),
  );

  app.post(
    '/wps/member/setPasswordByPhone/sms',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a password-reset code; answers alike for unregistered numbers, which get nothing',
        headers: CommonHeadersSchema,
        body: PhoneSmsBodySchema,
        response: envelopeResponses(CodeExpirySchema),
      },
    },
    memberOnlyCode('reset'),
  );
};
