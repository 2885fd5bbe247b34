import { formatOdds, isParlayable, type MarketType, parsePrice, SPORTSBOOK_SPORTS } from '@khela/contracts/sportsbook';
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
const MAIN_MARKET: Record<string, string> = { cricket: 'cricket_match_winner', football: 'football_1x2', esports: 'esports_match_winner' };

export const SPORT_ORDER = SPORTSBOOK_SPORTS; // cricket first, football, e-sports

/** A score object ({ home: 2, away: 1 } or cricket's { home: '145/3', away: '12/0', overs: '2.1' }) as one line. */
export function scoreText(score: unknown, lang: Language): string | null {
  if (!score || typeof score !== 'object') return null;
  const s = score as Record<string, unknown>;
  const plain = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  if ('home' in s && 'away' in s) {
    const rest = Object.entries(s).filter(([key]) => key !== 'home' && key !== 'away').map(([key, v]) => `${key} ${plain(v)}`).join(' · ');
    return localDigits(`${plain(s.home)} – ${plain(s.away)}${rest ? ` (${rest})` : ''}`, lang);
  }
  const text = Object.entries(s).map(([key, v]) => `${key} ${plain(v)}`).join(' · ');
  return text ? localDigits(text, lang) : null;
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

export function selectionLabel(event: Pick<ListedEvent, 'home' | 'away'>, code: string, name: string, lang: Language): string {
  if (name !== code) return name;
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
    score: scoreText(event.score, lang),
    markets: event.markets.map((m) => ({
      id: m.id,
      type: m.type,
      label: marketLabel(m.type, m.period, m.specifiers, lang),
      open: takingBets && m.state === 'open',
      parlayable: isParlayable(m.type as MarketType),
      selections: m.selections.map((s) => {
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
export const mainMarket = (event: EventView): MarketView | undefined => event.markets.find((m) => m.type === MAIN_MARKET[event.sport]) ?? event.markets[0];
