import { Type } from '@sinclair/typebox';

/**
 * Headers the front end sends on every call. Merchant and Language are lenient on purpose:
 * an unknown brand is a 404 merchant.unknown, an unknown language falls back to the brand default.
 */
export const CommonHeadersSchema = Type.Object({
  merchant: Type.Optional(Type.String({ description: "Brand code; 'khela' when absent" })),
  language: Type.Optional(Type.String({ description: "'bn' or 'en'; anything else means the brand default" })),
  authorization: Type.Optional(Type.String({ description: 'The raw session token (no Bearer prefix)' })),
});
