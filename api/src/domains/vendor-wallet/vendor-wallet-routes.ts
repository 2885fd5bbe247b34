import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { Db } from '../../platform/db/db';
import { describeValidation } from '../../platform/error-handler';
import { type Language, parseLanguage } from '../../platform/i18n/language';
import { isFreshTimestamp, type Ledger, signatureMatches, VendorDirectory, type VendorSettings } from '../wallet';
import { SeamlessWallet } from './seamless-wallet';
import { refusal, type VendorAnswer, withMessage } from './vendor-answers';
import {
  AdjustBodySchema,
  AuthenticateBodySchema,
  BalanceBodySchema,
  BetBodySchema,
  RollbackBodySchema,
  VendorHeadersSchema,
  vendorResponses,
  WinBodySchema,
} from '@khela/contracts';

/** Vendors are machines: English unless a Language header asks for Bengali. */
function vendorLanguage(request: FastifyRequest): Language {
  return parseLanguage(request.headers.language) ?? 'en';
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const schema = <Body extends TSchema>(summary: string, body: Body) => ({
  tags: ['vendor wallet'],
  summary,
  headers: VendorHeadersSchema,
  body,
  response: vendorResponses,
});

/**
 * The seamless wallet API game vendors call (docs/vendor-wallet.md): signed JSON in, the vendor
 * protocol's plain JSON out. Not brand-scoped: the vendor is known by its signature, the brand by
 * the player id.
 */
export const vendorWalletRoutes: FastifyPluginAsyncTypebox<{ db: Db; ledger: Ledger }> = async (app, { db, ledger }) => {
  const vendors = new VendorDirectory(db);
  const wallet = new SeamlessWallet(db, ledger);
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const malformedBodies = new WeakSet<FastifyRequest>();
  const callers = new WeakMap<FastifyRequest, VendorSettings>();

  // The signature covers the exact bytes sent, so keep them; a bad body is reported after the
  // signature check (an unsigned caller learns nothing, not even that its JSON was wrong).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      malformedBodies.add(request);
      done(null, {});
    }
  });

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const language = vendorLanguage(request);
    const [code, timestamp, signature] = [header(request, 'x-vendor-code'), header(request, 'x-timestamp'), header(request, 'x-signature')];
    if (!code || !timestamp || !signature) return reply.code(401).send(refusal('INVALID_SIGNATURE', language, 'vendorWallet.signature.missing'));
    if (!isFreshTimestamp(timestamp)) return reply.code(401).send(refusal('INVALID_SIGNATURE', language, 'vendorWallet.signature.staleTimestamp'));
    const vendor = code.length <= 64 ? await vendors.find(code) : null;
    const body = rawBodies.get(request) ?? '';
    // During a rotation's overlap both the current and the next secret sign (docs/vendor-wallet.md).
    if (!vendor || !vendor.enabled || !vendor.acceptedSecrets.some((secret) => signatureMatches(secret, timestamp, body, signature))) {
      return reply.code(401).send(refusal('INVALID_SIGNATURE', language));
    }
    // A transfer-mode vendor learns who opened its game from the launch token too (authenticate);
    // the money calls are for seamless vendors only.
    const authenticating = request.routeOptions.url === '/vendor-wallet/v1/authenticate';
    if (vendor.mode !== 'seamless' && !authenticating) return reply.code(400).send(refusal('INVALID_REQUEST', language, 'vendorWallet.request.notSeamless'));
    if (malformedBodies.has(request)) return reply.code(400).send(refusal('INVALID_REQUEST', language, 'vendorWallet.request.malformed'));
    callers.set(request, vendor);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = vendorLanguage(request);
    if (error.validation && error.validation.length > 0) {
      const detail = describeValidation(language, error.validation[0] as Parameters<typeof describeValidation>[1], error.validationContext);
      return reply.code(400).send(refusal('INVALID_REQUEST', language, 'vendorWallet.request.invalid', { detail }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(400).send(refusal('INVALID_REQUEST', language, 'vendorWallet.request.invalid', { detail: error.message }));
    }
    // Nothing was committed (each call is one statement): the vendor retries with the same id.
    request.log.error({ err: error }, 'vendor wallet call failed');
    return reply.code(500).send(refusal('INTERNAL_ERROR', language));
  });

  const callerOf = (request: FastifyRequest): VendorSettings => {
    const vendor = callers.get(request);
    if (!vendor) throw new Error('vendor wallet route ran without a verified vendor');
    return vendor;
  };
  const answer = (request: FastifyRequest, value: VendorAnswer) => withMessage(value, vendorLanguage(request));

  // Server-to-server JSON a browser never renders: the site's security headers (helmet, a CSP with a
  // fresh nonce) would only cost every bet and win time on the hot path (bench:wallet).
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), helmet: { skipRoute: true } } as typeof route.config;
  });

  app.post('/vendor-wallet/v1/authenticate', { schema: schema('Trade a launch token for a player session', AuthenticateBodySchema) }, async (request) =>
    answer(request, await wallet.authenticate(callerOf(request), request.body.launchToken)),
  );

  app.post('/vendor-wallet/v1/balance', { schema: schema("The player's balance", BalanceBodySchema) }, async (request) =>
    answer(request, await wallet.balance(callerOf(request), request.body.playerId, request.body.sessionToken)),
  );

  app.post('/vendor-wallet/v1/bet', { schema: schema('Hold a stake (debit)', BetBodySchema) }, async (request) =>
    answer(request, await wallet.bet(callerOf(request), request.body, vendorLanguage(request))),
  );

  app.post('/vendor-wallet/v1/win', { schema: schema("Settle a round's open bets and pay the win (credit)", WinBodySchema) }, async (request) =>
    answer(request, await wallet.win(callerOf(request), request.body)),
  );

  app.post('/vendor-wallet/v1/rollback', { schema: schema('Cancel an open bet (its stake comes back)', RollbackBodySchema) }, async (request) =>
    answer(request, await wallet.rollback(callerOf(request), request.body)),
  );

  app.post('/vendor-wallet/v1/adjust', { schema: schema("Correct a settled bet's payout by a signed difference (a re-settlement)", AdjustBodySchema) }, async (request) =>
    answer(request, await wallet.adjust(callerOf(request), request.body)),
  );
};
