import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './db/db';
import { ApiError } from './errors';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from './i18n/language';
import type { Merchant } from './merchant/merchant';
import { MerchantCache, type MerchantCacheOptions } from './merchant/merchant-cache';
import { findMerchant } from './merchant/merchant-repo';
import { DEFAULT_MERCHANT_CODE } from '@khela/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of this request. Set by resolveMerchant in API scopes; null elsewhere. */
    merchant: Merchant | null;
    /** Language for messages and content: the Language header if the brand offers it, else its default. */
    language: Language;
    /** The raw Authorization token, or null. Identity is resolved by the identity domain. */
    authToken: string | null;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** Does any string in this parsed JSON value hold a NUL character (which PostgreSQL text refuses)? */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/** Root-level: language from the header alone (refined once the brand is known), token as sent; JSON bodies only. */
export const requestContext = fp(
  async (app: FastifyInstance) => {
    // A JSON API: other bodies are 415 request.media.unsupported rather than strings to validate.
    app.removeContentTypeParser('text/plain');
    app.decorateRequest('merchant', null);
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('authToken', null);
    app.addHook('onRequest', async (request) => {
      request.language = parseLanguage(headerValue(request, 'language')) ?? DEFAULT_LANGUAGE;
      const token = headerValue(request, 'authorization')?.replace(/^Bearer\s+/i, '').trim();
      request.authToken = token ? token : null;
      // A NUL can reach no column (PostgreSQL text refuses it): one clear 400 here for every domain.
      if (/%00/i.test(request.url) || Object.values(request.headers).some((value) => String(value).includes('\u0000'))) {
        throw new ApiError(400, 'request.invalid', { detail: 'NUL character' });
      }
    });
    app.addHook('preValidation', async (request) => {
      if (holdsNul(request.body)) throw new ApiError(400, 'request.invalid', { detail: 'NUL character' });
    });
  },
  { name: 'request-context' },
);

/**
 * onRequest hook for API scopes: loads the brand named by the Merchant header (default khela),
 * through a cache of its own (one per app instance, so per database).
 */
export function merchantResolver(db: Db, cacheOptions?: MerchantCacheOptions) {
  const merchants = new MerchantCache((code) => findMerchant(db, code), cacheOptions);
  return async function resolveMerchant(request: FastifyRequest): Promise<void> {
    const code = headerValue(request, 'merchant')?.trim() || DEFAULT_MERCHANT_CODE;
    const merchant = code.length <= 64 ? await merchants.find(code) : null;
    if (!merchant) throw new ApiError(404, 'merchant.unknown', { merchant: code.slice(0, 64) });
    request.merchant = merchant;
    const wanted = parseLanguage(headerValue(request, 'language'));
    request.language = wanted && merchant.languages.includes(wanted) ? wanted : merchant.defaultLanguage;
  };
}

/** For routes that need a brand: the hook guarantees it, this makes the type say so. */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error('merchantOf called outside an API scope');
  return request.merchant;
}
