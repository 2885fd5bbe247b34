import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const common: Options = { allErrors: false, useDefaults: true, removeAdditional: true, strict: false };

/**
 * JSON bodies are validated as sent: a number where a string belongs is an error, not silently
 * turned into "7". Query strings, params and headers arrive as text, so they are coerced.
 */
export const validation = fp(
  async (app: FastifyInstance) => {
    const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));
    const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
    app.setValidatorCompiler(({ schema, httpPart }) =>
      httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
    );
  },
  { name: 'validation' },
);
