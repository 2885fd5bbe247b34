import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OidcCallbackQuerySchema, OidcProviderParamsSchema, OidcStartQuerySchema } from '@khela/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/db';
import { findMerchant } from '../../../platform/merchant/merchant-repo';
import { merchantOf } from '../../../platform/request-context';
import { loginContext } from '../request-context';
import { errorRedirect, OidcFailure } from './oidc-errors';
import { finishOidcLogin, startOidcLogin } from './oidc-login';
import { safeReturnTo } from './return-to';

const Redirect = (description: string) => ({ 302: Type.Null({ description }) });

/** The address the provider sends the browser back to; the exchange must repeat it exactly. */
function callbackUri(request: FastifyRequest, providerId: string): string {
  return `${request.protocol}://${request.host}/wps/session/oidc/${encodeURIComponent(providerId)}/callback`;
}

/** The query string exactly as it arrived (the exchange re-reads code, state and iss from it). */
function rawQuery(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
}

function sendTo(reply: FastifyReply, location: string) {
  // The answer carries a one-time login code or state: never cached, never passed on as a referrer.
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
}

function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof OidcFailure) {
    request.log.warn({ code: error.code, cause: error.cause }, 'social login failed');
    return sendTo(reply, errorRedirect(error.code));
  }
  request.log.error({ err: error }, 'social login failed unexpectedly');
  return sendTo(reply, errorRedirect('oidc.failed'));
}

/**
 * Social login through OpenID Connect (docs/identity.md): both routes are browser navigations,
 * so they answer with redirects: to the provider, back to the page with a one-time `?loginCode=`, or home with
 * `?loginError=<code>`.
 */
export const oidcRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wps/session/oidc/:provider/start',
    {
      schema: {
        tags: ['identity'],
        summary: 'Start a social login: 302 to the provider (Authorization Code flow with PKCE, state and nonce)',
        params: OidcProviderParamsSchema,
        querystring: OidcStartQuerySchema,
        response: Redirect("To the provider's authorization endpoint, or to /?loginError=<code>"),
      },
    },
    async (request, reply) => {
      try {
        const { provider } = request.params;
        const wanted = request.query.merchant?.trim();
        const merchant = wanted && wanted !== merchantOf(request).code ? await findMerchant(db, wanted.slice(0, 64)) : merchantOf(request);
        if (!merchant) throw new OidcFailure('oidc.provider.unknown');
        const location = await startOidcLogin(db, merchant, provider, {
          redirectUri: callbackUri(request, provider),
          returnTo: safeReturnTo(request.query.returnTo),
          ip: request.ip ?? null,
        });
        return sendTo(reply, location);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  app.get(
    '/wps/session/oidc/:provider/callback',
    {
      schema: {
        tags: ['identity'],
        summary: "The provider's redirect back: exchange the code, check the ID token, open a session (login method oidc)",
        params: OidcProviderParamsSchema,
        querystring: OidcCallbackQuerySchema,
        response: Redirect('To the page the login started from with ?loginCode=… (one-time, 60 s), or to /?loginError=<code>'),
      },
    },
    async (request, reply) => {
      try {
        return sendTo(reply, await finishOidcLogin(db, request.params.provider, rawQuery(request), loginContext(request)));
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );
};
