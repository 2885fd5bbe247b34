import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { type OperatorActor, requireOperator } from '../../platform/ops/operator-actor';
import { OperatorHeadersSchema } from '../../platform/ops/ops-scope';
import { gatewayKeys, listRotations, MAX_WINDOW_SECONDS, MIN_WINDOW_SECONDS, vendorSubject } from '../../platform/secrets/secret-rotations';
import { forgetVendorSettings, loadVendorSettings } from '../wallet';
import { envelopeResponses, ok } from '@khela/contracts';
import { createBrand } from './brand-service';
import { setNextSecret } from './secret-rotation-service';

const NextSecretBody = Type.Object({
  secret: Type.String({ minLength: 1, maxLength: 1000, description: 'The next secret: at least 32 random bytes (hex or base64)' }),
  windowSeconds: Type.Integer({ minimum: MIN_WINDOW_SECONDS, maximum: MAX_WINDOW_SECONDS, description: 'How long both secrets are accepted' }),
});
const RotationSchema = Type.Object({ subject: Type.String(), switchAt: Type.String({ format: 'date-time' }) });
const BrandSchema = Type.Object({ code: Type.String(), name: Type.String(), mainDomain: Type.String(), currency: Type.String(), languages: Type.Array(Type.String()) });

/** Vendors, the gateway and brands are the whole platform's: an admin of every brand (or 'system') only. */
function platformAdmin(request: FastifyRequest): OperatorActor {
  const actor = requireOperator(request, ['admin']);
  if (actor.merchantCode !== null) throw new ApiError(403, 'operator.forbidden');
  return actor;
}

/**
 * Platform settings for operators (README "Running in production"): opening a brand, and setting
 * the next secret of the gateway or of a vendor with an overlap. Each is recorded in the action record.
 */
export const platformRoutes: FastifyPluginAsyncTypebox<{ db: Db; gatewaySecret: string }> = async (app, { db, gatewaySecret }) => {
  app.post(
    '/ops/merchants',
    {
      schema: {
        tags: ['operator'],
        summary: 'Open a brand with plain settings (a fresh production database has none)',
        headers: OperatorHeadersSchema,
        body: Type.Object({
          code: Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$' }),
          name: Type.String({ minLength: 1, maxLength: 100 }),
          mainDomain: Type.String({ pattern: '^[A-Za-z0-9.-]{3,253}$' }),
          currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
          currencySymbol: Type.Optional(Type.String({ minLength: 1, maxLength: 8 })),
          timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          languages: Type.Optional(Type.Array(Type.Union([Type.Literal('bn'), Type.Literal('en')]), { minItems: 1, maxItems: 2, uniqueItems: true })),
        }),
        response: envelopeResponses(BrandSchema),
      },
    },
    async (request) => {
      const brand = await createBrand(db, platformAdmin(request), request.body);
      return ok({ code: brand.code, name: brand.name, mainDomain: brand.mainDomain, currency: brand.currency, languages: brand.languages });
    },
  );

  app.post(
    '/ops/secrets/gateway/next',
    {
      schema: {
        tags: ['operator'],
        summary: "Set the payment gateway's next secret: both are accepted for windowSeconds, then only the next",
        headers: OperatorHeadersSchema,
        body: NextSecretBody,
        response: envelopeResponses(RotationSchema),
      },
    },
    async (request) => {
      const actor = platformAdmin(request);
      const current = (await gatewayKeys(db, gatewaySecret)).signWith;
      const set = await setNextSecret(db, actor, { subject: 'gateway', current, next: request.body.secret, windowSeconds: request.body.windowSeconds });
      return ok({ subject: set.subject, switchAt: set.switchAt.toISOString() });
    },
  );

  app.post(
    '/ops/secrets/vendors/:vendor/next',
    {
      schema: {
        tags: ['operator'],
        summary: "Set a vendor's next wallet secret: both are accepted for windowSeconds, then only the next",
        headers: OperatorHeadersSchema,
        params: Type.Object({ vendor: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: NextSecretBody,
        response: envelopeResponses(RotationSchema),
      },
    },
    async (request) => {
      const actor = platformAdmin(request);
      const vendor = await loadVendorSettings(db, request.params.vendor);
      if (!vendor) throw new ApiError(404, 'operator.secret.unknown.vendor', { vendor: request.params.vendor });
      const set = await setNextSecret(db, actor, {
        subject: vendorSubject(vendor.code),
        current: vendor.secret,
        next: request.body.secret,
        windowSeconds: request.body.windowSeconds,
      });
      forgetVendorSettings();
      return ok({ subject: set.subject, switchAt: set.switchAt.toISOString() });
    },
  );

  app.get(
    '/ops/secrets/rotations',
    {
      schema: {
        tags: ['operator'],
        summary: 'Rotations set (never their secrets): running until switchAt, then ended until the environment holds the next secret',
        headers: OperatorHeadersSchema,
        response: envelopeResponses(Type.Object({ rotations: Type.Array(Type.Object({ subject: Type.String(), switchAt: Type.String(), setBy: Type.String() })) })),
      },
    },
    async (request) => {
      platformAdmin(request);
      const rotations = await listRotations(db);
      return ok({ rotations: rotations.map((r) => ({ subject: r.subject, switchAt: new Date(r.switchAt).toISOString(), setBy: r.setBy })) });
    },
  );
};
