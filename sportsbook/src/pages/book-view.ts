import { formatOdds, isParlayable, MARKET_TYPES, MONEY_LINE_MARKET, type MarketType, parsePrice, SPORTSBOOK_SPORTS } from '@khela/contracts/sportsbook';
import type { listEvents } from '../player/player-routes';
import type { Language } from '../player/session-repo';
import { PAGE_ODDS_FORMATS, type PageOddsFormat } from '../player/preferences-repo';
import { fill, localDigits, word } from './page-texts';

type ListedEvent = Awaited<ReturnType<typeof listEvents>>[number];

/** A selection as the pages show it: its odds in every format the switch offers (the contract's conversions). */
export interface SelectionView {
  id: string;
  marketId: string;
  code: string;
  label: string;
  price: string;
  odds: Record<PageOddsFormat, string>;
  rate: number | null;
}

export interface MarketView {
  id: string;
  type: string;
  label: string;
  open: boolean;
  parlayable: boolean;
  selections: SelectionView[];
}

export interface EventView {
  id: string;
  sport: string;
  competition: string;
  home: string;
  away: string;
  title: string;
  startsAt: string;
  state: string;
  /** Bets are taken (scheduled or live). */
  takingBets: boolean;
  score: string | null;
  markets: MarketView[];
}

/** The market the home page shows per sport (the match result); another when the event has none. */

export const SPORT_ORDER = SPORTSBOOK_SPORTS; // cricket first, football, e-sports

type Teams = Pick<ListedEvent, 'home' | 'away'>;
const side = (teams: Teams, value: unknown) => (value === 'home' ? teams.home : value === 'away' ? teams.away : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The live score as one line in the reader's words and digits, from what the book's feed stores:
 * cricket `{ tossWinner, innings: [{ batting, runs, wickets, overs }], target? }` ("Dhaka XI 45/2 (5.3
 * overs) · target 151"; before the first ball, who won the toss), football `{ home, away, minute }`
 * ("2 – 1 · 67'"), e-sports `{ home, away }` maps ("maps 1 – 0"), and a trader's `{ home: '145/3',
 * away: '12/0', overs: '2.1' }`. Other keys are not shown (never raw keys).
 */
export function scoreText(score: unknown, teams: Teams, lang: Language): string | null {
  if (!score || typeof score !== 'object') return null;
  const s = score as Record<string, unknown>;
  if (Array.isArray(s.innings)) {
    const innings = (s.innings as Array<Record<string, unknown>>)
      .filter((inn) => count(inn.runs) !== null && count(inn.wickets) !== null)
      .map((inn) => `${side(teams, inn.batting)} ${inn.runs}/${inn.wickets} (${fill(word(lang, 'score.overs'), { overs: String(inn.overs ?? '0.0') })})`);
    const parts = innings.length > 0 ? innings : s.tossWinner ? [fill(word(lang, 'score.toss'), { team: side(teams, s.tossWinner) })] : [];
    if (count(s.target) !== null && s.winner === undefined) parts.push(fill(word(lang, 'score.target'), { runs: String(s.target) }));
    return parts.length > 0 ? localDigits(parts.join(' · '), lang) : null;
  }
  // A trader's score (the ops API): numbers, or cricket's strings such as '145/3' with the overs.
  const plain = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.slice(0, 20) : null);
  const home = plain(s.home);
  const away = plain(s.away);
  if (home === null || away === null) return null;
  if (s.sport === 'esports') return localDigits(fill(word(lang, 'score.maps'), { home, away }), lang);
  const overs = plain(s.overs);
  const minute = count(s.minute);
  return localDigits(`${home} – ${away}${overs !== null ? ` (${fill(word(lang, 'score.overs'), { overs })})` : ''}${minute !== null ? ` · ${minute}'` : ''}`, lang);
}

/** A market's selections in the order its type lists them (home before away, over before under); others by code. */
function inTypeOrder<T extends { code: string }>(type: string, selections: readonly T[]): T[] {
  const order: readonly string[] = (MARKET_TYPES as Record<string, { selections: readonly string[] | null }>)[type]?.selections ?? [];
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...selections].sort((x, y) => rank(x.code) - rank(y.code) || x.code.localeCompare(y.code));
}

export function marketLabel(type: string, period: string, specifiers: unknown, lang: Language): string {
  const spec = (specifiers ?? {}) as { handicap?: string; total?: string; overNumber?: number; mapNumber?: number };
  const parts = [word(lang, `market.${type}`), period === 'match' ? '' : word(lang, `period.${period}`)];
  if (spec.mapNumber !== undefined) parts.push(fill(word(lang, 'map'), { n: spec.mapNumber }));
  if (spec.overNumber !== undefined) parts.push(fill(word(lang, 'overs'), { n: spec.overNumber }));
  const line = spec.handicap ?? spec.total;
  if (line !== undefined) parts.push(fill(word(lang, 'line'), { line }));
  return localDigits(parts.filter(Boolean).join(' · '), lang);
}

/** The sides by their team names, the standard picks (draw, over, under, yes, no) in the reader's words, any other (a batter) by its name. */
export function selectionLabel(event: Teams, code: string, name: string, lang: Language): string {
  if (code === 'home') return event.home;
  if (code === 'away') return event.away;
  return word(lang, `pick.${code}`) === `pick.${code}` ? name : word(lang, `pick.${code}`);
}

export function eventView(event: ListedEvent, lang: Language): EventView {
  const takingBets = event.state === 'scheduled' || event.state === 'live';
  return {
    id: event.id,
    sport: event.sport,
    competition: event.competition,
    home: event.home,
    away: event.away,
    title: `${event.home} ${word(lang, 'vs')} ${event.away}`,
    startsAt: event.startsAt,
    state: event.state,
    takingBets,
    score: scoreText(event.score, event, lang),
    markets: event.markets.map((m) => ({
      id: m.id,
      type: m.type,
      label: marketLabel(m.type, m.period, m.specifiers, lang),
      open: takingBets && m.state === 'open',
      parlayable: isParlayable(m.type as MarketType),
      selections: inTypeOrder(m.type, m.selections).map((s) => {
        const price = parsePrice(s.price);
        return {
          id: `${m.id}.${s.code}`,
          marketId: m.id,
          code: s.code,
          label: selectionLabel(event, s.code, s.name, lang),
          price: s.price,
          odds: Object.fromEntries(PAGE_ODDS_FORMATS.map((format) => [format, localDigits(formatOdds(price, format), lang)])) as Record<PageOddsFormat, string>,
          rate: 'rate' in s && typeof s.rate === 'number' ? s.rate : null,
        };
      }),
    })),
  };
}

/** The market the home page lists for an event. */
export const mainMarket = (event: EventView): MarketView | undefined => event.markets.find((m) => m.type === MONEY_LINE_MARKET[event.sport as keyof typeof MONEY_LINE_MARKET]) ?? event.markets[0];
