import type { Language } from '../player/session-repo';
import { PAGE_ODDS_FORMATS, type Preferences } from '../player/preferences-repo';
import { ACCEPTANCE_POLICIES } from '@khela/contracts/sportsbook';
import { type EventView, mainMarket, type MarketView, SPORT_ORDER } from './book-view';
import { escapeHtml as e } from './html';
import { fill, localDigits, moneyText, startTimeText, word } from './page-texts';

/** What every page of one session knows. */
export interface PageContext {
  lang: Language;
  currency: string;
  /** /book/{session} */
  base: string;
  now: Date;
  preferences: Preferences;
  minStake: number;
  maxStake: number;
}

/** One selection's button: every format's odds (CSS shows the chosen one), its leg in data-*, aria-pressed by the script. */
function pickHtml(event: EventView, market: MarketView, s: MarketView['selections'][number], ctx: PageContext): string {
  const odds = PAGE_ODDS_FORMATS.map((f) => `<span class="o o-${f}">${e(s.odds[f])}</span>`).join('');
  const rate = s.rate === null ? '' : ` <span>${e(localDigits(fill(word(ctx.lang, 'rate'), { rate: s.rate }), ctx.lang))}</span>`;
  const data = {
    sel: s.id, market: market.id, code: s.code, event: event.id, price: s.price, rate: s.rate ?? '', parlayable: market.parlayable ? '1' : '0',
    live: event.state === 'live' ? '1' : '0', label: `${event.title} · ${market.label} · ${s.label}`,
    ...Object.fromEntries(PAGE_ODDS_FORMATS.map((f) => [`odds-${f}`, s.odds[f]])),
  };
  const attributes = Object.entries(data).map(([key, value]) => ` data-${key}="${e(value)}"`).join('');
  return `<button type="button" class="pick" aria-pressed="false"${attributes}${market.open ? '' : ' disabled'}><span class="pick-name">${e(s.label)}</span><span class="pick-odds">${odds}${rate}</span></button>`;
}

const stateHtml = (event: EventView, ctx: PageContext): string =>
  event.state === 'scheduled'
    ? `<span class="when">${e(startTimeText(new Date(event.startsAt), ctx.now, ctx.lang))}</span>`
    : `<span class="${event.state === 'live' ? 'live' : 'when'}">${e(word(ctx.lang, `state.${event.state}`))}</span>${event.score ? ` <span class="score">${e(event.score)}</span>` : ''}`;

/** A home row's inside (the <li id="ev-{id}"> is the page's): title link, time or live score, the main market's odds. */
export function eventRowHtml(event: EventView, ctx: PageContext): string {
  const market = mainMarket(event);
  const picks = market ? `<div class="picks" role="group" aria-label="${e(`${event.title} · ${market.label}`)}">${market.selections.map((s) => pickHtml(event, market, s, ctx)).join('')}</div>` : '';
  return `<div class="event-head"><a href="${e(`${ctx.base}/events/${encodeURIComponent(event.id)}`)}">${e(event.title)}</a><span>${stateHtml(event, ctx)}</span></div>${picks}`;
}

/** The match page's live parts: the score line and every open or suspended market. */
export function matchLiveHtml(event: EventView, ctx: PageContext): { state: string; markets: string } {
  const markets = event.markets.length
    ? event.markets
        .map((m) => `<section class="market" aria-labelledby="m-${e(m.id)}"><h3 id="m-${e(m.id)}"><span>${e(m.label)}</span>${m.open ? '' : `<span class="suspended-tag">${e(word(ctx.lang, 'marketSuspended'))}</span>`}</h3>
<div class="picks" role="group" aria-labelledby="m-${e(m.id)}">${m.selections.map((s) => pickHtml(event, m, s, ctx)).join('')}</div></section>`)
        .join('\n')
    : `<p>${e(word(ctx.lang, 'noMarkets'))}</p>`;
  return { state: stateHtml(event, ctx), markets };
}

function headerHtml(ctx: PageContext, current: 'home' | 'bets' | 'match'): string {
  const link = (href: string, key: string, here: boolean) => `<li><a href="${e(href)}"${here ? ' aria-current="page"' : ''}>${e(word(ctx.lang, key))}</a></li>`;
  return `<header class="bar"><h1>${e(word(ctx.lang, 'title'))}</h1>
<nav aria-label="${e(word(ctx.lang, 'title'))}"><ul>${link(ctx.base, 'back', current === 'home')}${link(`${ctx.base}/bets`, 'myBets', current === 'bets')}</ul></nav></header>`;
}

function settingsHtml(ctx: PageContext): string {
  const option = (value: string, label: string, chosen: boolean) => `<option value="${e(value)}"${chosen ? ' selected' : ''}>${e(label)}</option>`;
  return `<details><summary>${e(word(ctx.lang, 'settings'))}</summary>
<form id="preferences">
<div class="field"><label for="odds-format">${e(word(ctx.lang, 'oddsFormat'))}</label>
<select id="odds-format" name="oddsFormat">${PAGE_ODDS_FORMATS.map((f) => option(f, word(ctx.lang, `format.${f}`), f === ctx.preferences.oddsFormat)).join('')}</select></div>
<div class="field"><label for="acceptance">${e(word(ctx.lang, 'acceptance'))}</label>
<select id="acceptance" name="acceptance">${ACCEPTANCE_POLICIES.map((a) => option(a, word(ctx.lang, `accept.${a}`), a === ctx.preferences.acceptance)).join('')}</select></div>
<button type="submit" class="secondary">${e(word(ctx.lang, 'save'))}</button>
<p class="notice" id="preferences-message" role="status"></p>
</form></details>`;
}

/** The bet slip: the script fills its legs, return and messages. */
function slipHtml(ctx: PageContext): string {
  const w = (key: string) => e(word(ctx.lang, key));
  const limits = fill(word(ctx.lang, 'limits'), { min: moneyText(ctx.minStake, ctx.currency, ctx.lang), max: moneyText(ctx.maxStake, ctx.currency, ctx.lang) });
  return `<section class="slip" id="slip" aria-labelledby="slip-title">
<h2 id="slip-title">${w('slip')} <span id="slip-count"></span></h2>
<p id="slip-empty">${w('slipEmpty')}</p>
<ul id="slip-legs"></ul>
<fieldset id="slip-mode" hidden><legend class="sr-only">${w('slip')}</legend>
<label><input type="radio" name="mode" value="singles" checked> ${w('singles')}</label>
<label><input type="radio" name="mode" value="parlay"> ${w('parlay')}</label></fieldset>
<div class="field"><label for="stake">${w('stake')}</label>
<input id="stake" name="stake" inputmode="decimal" autocomplete="off" aria-describedby="stake-limits">
<small id="stake-limits">${e(limits)}</small></div>
<p>${w('potentialReturn')}: <output id="slip-return" for="stake">—</output></p>
<div class="bar"><button type="button" id="place">${w('place')}</button><button type="button" id="slip-clear" class="secondary">${w('clear')}</button></div>
<p class="notice" id="slip-message" role="status" aria-live="polite"></p>
<button type="button" id="accept-new" hidden>${w('acceptNew')}</button>
</section>`;
}

export function homeHtml(ctx: PageContext, sport: string, events: EventView[]): string {
  const tabs = SPORT_ORDER.map(
    (s) => `<li><a href="${e(`${ctx.base}?sport=${s}`)}"${s === sport ? ' aria-current="page"' : ''}>${e(word(ctx.lang, `sport.${s}`))}</a></li>`,
  ).join('');
  const competitions = [...new Set(events.map((ev) => ev.competition))];
  const list = competitions.length
    ? competitions
        .map((name) => `<section><h2>${e(name)}</h2><ul class="events">${events
          .filter((ev) => ev.competition === name)
          .map((ev) => `<li class="event" id="ev-${e(ev.id)}">${eventRowHtml(ev, ctx)}</li>`)
          .join('')}</ul></section>`)
        .join('\n')
    : `<p>${e(word(ctx.lang, 'noEvents'))}</p>`;
  return `${headerHtml(ctx, 'home')}
<nav aria-label="${e(word(ctx.lang, 'sports'))}"><ul>${tabs}</ul></nav>
${settingsHtml(ctx)}
<div id="events">${list}</div>
${slipHtml(ctx)}`;
}

export function matchHtml(ctx: PageContext, event: EventView): string {
  const live = matchLiveHtml(event, ctx);
  return `${headerHtml(ctx, 'match')}
<p><a href="${e(`${ctx.base}?sport=${event.sport}`)}">${e(word(ctx.lang, `sport.${event.sport}`))}</a> · ${e(event.competition)}</p>
<h2>${e(event.title)}</h2>
<p id="event-state" aria-live="polite">${live.state}</p>
${settingsHtml(ctx)}
<div id="markets">${live.markets}</div>
${slipHtml(ctx)}`;
}

/** One bet of "My bets", with its legs as the player placed them. */
export interface BetView {
  id: string;
  kind: string;
  state: string;
  stake: number;
  payout: number | null;
  potentialReturn: number;
  placedAt: string;
  legs: Array<{ sport: string; event: string; market: string; selection: string; price: string; outcome: string | null }>;
}

export function myBetsHtml(ctx: PageContext, bets: BetView[]): string {
  const w = (key: string) => e(word(ctx.lang, key));
  const money = (minor: number) => e(moneyText(minor, ctx.currency, ctx.lang));
  const betHtml = (bet: BetView) => `<article class="bet"><h3>${w(`kind.${bet.kind}`)} · ${w(`bet.${bet.state}`)}</h3>
${bet.legs
  .map((leg) => `<dl><dt>${w('sportLabel')}</dt><dd>${w(`sport.${leg.sport}`)}</dd><dt>${w('event')}</dt><dd>${e(leg.event)}</dd><dt>${w('market')}</dt><dd>${e(leg.market)}</dd>
<dt>${w('selection')}</dt><dd>${e(leg.selection)}</dd><dt>${w('odds')}</dt><dd>${e(localDigits(leg.price, ctx.lang))}</dd><dt>${w('result')}</dt><dd>${w(`outcome.${leg.outcome ?? 'pending'}`)}</dd></dl>`)
  .join('')}
<dl><dt>${w('stake')}</dt><dd>${money(bet.stake)}</dd>${
    bet.payout === null ? `<dt>${w('potentialReturn')}</dt><dd>${money(bet.potentialReturn)}</dd>` : `<dt>${w('payout')}</dt><dd>${money(bet.payout)}</dd>`
  }</dl></article>`;
  const open = bets.filter((b) => b.payout === null && b.state !== 'rolled_back' && b.state !== 'refused');
  const settled = bets.filter((b) => !open.includes(b));
  const section = (title: string, list: BetView[]) => `<section><h2>${w(title)}</h2>${list.length ? list.map(betHtml).join('\n') : `<p>${w('noBets')}</p>`}</section>`;
  return `${headerHtml(ctx, 'bets')}
${section('openBets', open)}
${section('settledBets', settled)}`;
}

export const errorHtml = (lang: Language, text: string): string => `<h1>${e(word(lang, 'title'))}</h1><p role="alert">${e(text)}</p>`;
