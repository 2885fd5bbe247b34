import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '@khela/contracts';
import { ApiError, type ErrorCode } from './errors';
import { type MessageKey, translate } from './i18n/translate';
import type { Language } from './i18n/language';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** 'body' + '/profile/name' -> 'profile.name'; a missing property names itself. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  const leaf = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path;
  return leaf || context || 'body';
}

/** One clear sentence for the first problem ajv found, in the caller's language. */
export function describeValidation(language: Language, issue: ValidationIssue, context: string | undefined): string {
  const field = fieldName(issue, context);
  const limit = String(issue.params.limit ?? '');
  const known: Record<string, [MessageKey, Record<string, string>]> = {
    required: ['validation.required', {}],
    type: ['validation.type', { type: String(issue.params.type ?? '') }],
    enum: ['validation.enum', { values: ((issue.params.allowedValues as unknown[]) ?? []).join(', ') }],
    const: ['validation.enum', { values: String(issue.params.allowedValue ?? '') }],
    maxLength: ['validation.maxLength', { limit }],
    minLength: ['validation.minLength', { limit }],
    pattern: ['validation.pattern', {}],
    format: ['validation.pattern', {}],
    maximum: ['validation.maximum', { limit }],
    minimum: ['validation.minimum', { limit }],
    maxItems: ['validation.maxItems', { limit }],
    additionalProperties: ['validation.additionalProperties', {}],
  };
  const [key, params] = known[issue.keyword] ?? ['validation.generic', {}];
  return translate(language, key, { field, ...params });
}

/** Fastify's own 4xx errors (body parsing, size, media type) mapped to wire codes. */
function codeForFrameworkError(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'request.malformed';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'request.body.empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'request.too.large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return 'request.media.unsupported';
    default:
      // JSON.parse failures surface as a SyntaxError with status 400.
      return error.name === 'SyntaxError' ? 'request.malformed' : 'request.invalid';
  }
}

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, value: unknown = null) {
  return reply.code(status).type('application/json; charset=utf-8').send(failure(code, message, value));
}

/** Every error becomes the envelope with a translated message: ApiError, validation, Fastify's own 4xx, the rest 500. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
      const language = request.language;
      if (error instanceof ApiError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'api error');
        return send(reply, error.statusCode, error.errorCode, translate(language, error.errorCode, error.params), error.value);
      }
      if (error.validation && error.validation.length > 0) {
        const detail = describeValidation(language, error.validation[0] as ValidationIssue, error.validationContext);
        return send(reply, 400, 'request.invalid', translate(language, 'request.invalid', { detail }));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = codeForFrameworkError(error);
        const message =
          code === 'request.invalid'
            ? translate(language, 'request.invalid', { detail: error.message })
            : translate(language, code);
        return send(reply, status, code, message);
      }
      request.log.error({ err: error }, 'unhandled server error');
      return send(reply, 500, 'server.error', translate(language, 'server.error'));
    });
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);

/** 404 for any address no route answers (the static site may answer first, see site/static.ts). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'request.not.found', translate(request.language, 'request.not.found'));
}
