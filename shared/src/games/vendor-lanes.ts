import type { ApiResult } from '../api/api-error';
import { gameCalls } from '../api/game-calls';
import type { VendorLane } from '../api/games-wire';
import type { Language } from '../bus/event-bus';
import { defaultLanguage, i18n, isLanguage } from '../i18n/i18n';

/**
 * SPEC §7: the game vendor lanes are cached. One call per language and page load serves every root
 * (centers, home cards, footer): titles come in the asked language. A failed call is forgotten, so
 * a retry asks again.
 */
const cache = new Map<Language, Promise<ApiResult<VendorLane[]>>>();

export function loadVendorLanes(language: Language = isLanguage(i18n.language) ? i18n.language : defaultLanguage): Promise<ApiResult<VendorLane[]>> {
  let pending = cache.get(language);
  if (!pending) {
    pending = gameCalls.vendorLanes().then((result): ApiResult<VendorLane[]> => {
      if (!result.ok) cache.delete(language);
      return result.ok ? { ok: true, value: result.value.data.lanes } : result;
    });
    cache.set(language, pending);
  }
  return pending;
}

/** Tests start from a clean slate. */
export function forgetVendorLanes(): void {
  cache.clear();
}
