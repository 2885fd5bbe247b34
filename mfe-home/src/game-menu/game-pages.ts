import { gameCalls, type ApiResult, type GamesValue, type Language } from '@khela/shared';
import { homeGamesPageSize } from './category-order';

/** How long a category's first page is reused: the catalogue changes rarely, a session can be long. */
const freshForMs = 5 * 60_000;

const firstPages = new Map<string, { at: number; answer: Promise<ApiResult<GamesValue>>; value?: GamesValue }>();

const keyOf = (gameType: string, language: Language) => `${language}:${gameType}`;

/**
 * A category's first page (12 games): one call shared by its HOME block (which shows 5) and its
 * tab (which shows all 12 and pages on), so choosing the tab shows the games at once. Names are in
 * the asked language, so the language is part of the key; a failure is not kept.
 */
export function firstGamesPage(gameType: string, language: Language, now: number = Date.now()): Promise<ApiResult<GamesValue>> {
  const key = keyOf(gameType, language);
  const kept = firstPages.get(key);
  if (kept && now - kept.at < freshForMs) return kept.answer;
  const entry: { at: number; answer: Promise<ApiResult<GamesValue>>; value?: GamesValue } = {
    at: now,
    answer: gameCalls.games({ gameType, pageNo: 1, pageSize: homeGamesPageSize }),
  };
  firstPages.set(key, entry);
  void entry.answer.then((result) => {
    if (result.ok) entry.value = result.value;
    else if (firstPages.get(key) === entry) firstPages.delete(key);
  });
  return entry.answer;
}

/** The first page if it has already arrived (and is fresh): a tab shows it at once, with no loading flash. */
export function keptFirstGamesPage(gameType: string, language: Language, now: number = Date.now()): GamesValue | undefined {
  const kept = firstPages.get(keyOf(gameType, language));
  return kept && now - kept.at < freshForMs ? kept.value : undefined;
}

/** Tests start without kept pages. */
export function forgetGamePagesForTests(): void {
  firstPages.clear();
}
