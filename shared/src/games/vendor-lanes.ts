import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiResult } from '../api/api-error';
import { gameCalls } from '../api/game-calls';
import type { VendorLane } from '../api/games-wire';
import type { Language } from '../bus/event-bus';
import { defaultLanguage, i18n, isLanguage } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { queryClient, unwrap } from '../query/query-client';
import { merchantCode } from '../session/merchant';
import { readStorage, sessionKeys, writeStorage } from '../session/storage-keys';

/** Every vendor lanes query starts with this key (then the language). */
export const vendorLanesKey = ['games', 'vendor-lanes'] as const;

/** What session storage `gameVendor` holds: one brand's lanes in one language. */
interface StoredLanes {
  merchant: string;
  language: Language;
  lanes: VendorLane[];
}

/**
 * SPEC §3 session storage `gameVendor` (docs/spec-sweep.md "Consolidated"): the vendor lanes of
 * this session, as HOT_GAMES keeps the hot games, so a reload or a new tab of the session shows
 * the menus and vendor cards without the call. One language's names; a damaged entry is fetched again.
 */
function storedLanes(language: Language): VendorLane[] | null {
  try {
    const stored = JSON.parse(readStorage('session', sessionKeys.gameVendor) ?? 'null') as StoredLanes | null;
    // A session may change brand (a stored merchant code, reset at logout): another brand's lanes are not these.
    return stored?.language === language && stored.merchant === merchantCode() && Array.isArray(stored.lanes) ? stored.lanes : null;
  } catch {
    return null;
  }
}

async function fetchLanes(language: Language): Promise<VendorLane[]> {
  const stored = storedLanes(language);
  if (stored) return stored;
  const lanes = (await unwrap(gameCalls.vendorLanes())).data.lanes;
  writeStorage('session', sessionKeys.gameVendor, JSON.stringify({ merchant: merchantCode(), language, lanes } satisfies StoredLanes));
  return lanes;
}

/**
 * SPEC §7: the game vendor lanes are cached. One call per language and session serves every root
 * (centers, home cards, footer): titles come in the asked language, so the language is in the key.
 * They change only with a release of the catalogue, so they never go stale within a page load; a
 * failed call keeps no answer, so the next reader asks again.
 */
export function vendorLanesQuery(language: Language) {
  return queryOptions({
    queryKey: [...vendorLanesKey, language] as const,
    queryFn: (): Promise<VendorLane[]> => fetchLanes(language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The vendor lanes in the reader's language. */
export function useVendorLanes() {
  return useQuery(vendorLanesQuery(useLanguage()));
}

/** The same cached lanes for code outside React (the shell's footer), as an api result. */
export function loadVendorLanes(language: Language = isLanguage(i18n.language) ? i18n.language : defaultLanguage): Promise<ApiResult<VendorLane[]>> {
  return queryClient.fetchQuery(vendorLanesQuery(language)).then(
    (value): ApiResult<VendorLane[]> => ({ ok: true, value }),
    (error: unknown): ApiResult<VendorLane[]> => ({ ok: false, error: error instanceof ApiError ? error : new ApiError('unknown', String(error), 0) }),
  );
}

/** Tests start from a clean slate. */
export function forgetVendorLanes(): void {
  queryClient.removeQueries({ queryKey: vendorLanesKey });
  writeStorage('session', sessionKeys.gameVendor, null);
}
