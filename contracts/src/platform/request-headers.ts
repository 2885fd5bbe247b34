import { Type } from '@sinclair/typebox';
import { StringEnum } from './schema-helpers';
import { ENCRYPTIONS, GATEWAY_VERSION } from './gateway';

/**
 * Headers the front end sends on every call. Merchant and Language are lenient on purpose:
 * an unknown brand is a 404 merchant.unknown, an unknown language falls back to the brand default.
 */
export const CommonHeadersSchema = Type.Object({
  merchant: Type.Optional(Type.String({ description: "Brand code; 'khela' when absent" })),
  language: Type.Optional(Type.String({ description: "'bn' or 'en'; anything else means the brand default" })),
  authorization: Type.Optional(Type.String({ description: 'The raw session token (no Bearer prefix)' })),
});

/**
 * The relay gateway's headers (SPEC §7 freePlay: Encryption, X-Gateway-Version 3; docs/spec-sweep.md
 * "Headers on calls"), required on the calls that name them. Elsewhere they are optional and,
 * when sent, checked the same way by the api's gateway-headers hook.
 */
export const GatewayHeadersSchema = Type.Object({
  ...CommonHeadersSchema.properties,
  'x-gateway-version': Type.Literal(GATEWAY_VERSION, { description: "The gateway version the page speaks: '3'" }),
  encryption: StringEnum(ENCRYPTIONS, { description: "'plain' JSON or a 'sealed' body" }),
});
