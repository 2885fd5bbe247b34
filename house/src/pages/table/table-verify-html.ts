import { CHECK_MARK, CROSS_MARK } from '../art/marks';
import type { Language } from '../../sessions/session-repo';
import { escapeHtml, pageHtml } from '../html';
import { localDigits, textsFor } from '../page-texts';
import { resultHtml } from './table-fragments';
import { tableLookOf } from './table-looks';
import { fill } from '@khela/server-kit/pages';
import { tableVerifyWords } from './table-verify-texts';

export interface TableVerifyView {
  lang: Language;
  game: { code: string; name: string };
  form: { round: string; serverSeed: string; clientSeed: string; nonce: string };
  /** The table round looked up: its commitment and, once dealt, the checks. */
  round: {
    number: number;
    id: string;
    state: string;
    serverSeedHash: string;
    serverSeed: string | null;
    recorded: unknown;
    hashMatches: boolean | null;
    resultMatches: boolean | null;
  } | null;
  /** The result (a coup, a fight) recomputed from the seeds (the revealed ones of the round, or those entered). */
  computed: { coup: unknown; nonce: number; serverSeedHash: string } | null;
  error: 'invalid' | 'roundNotFound' | null;
  otherLanguage: string;
  /** The verify page's other games (back to /verify). */
  allGames: string;
}

const CURRENCY = 'BDT';

/** GET /verify?table=<game>[&round=n | &serverSeed&clientSeed&nonce]: a live table round checked from its revealed seed. */
export function tableVerifyPageHtml(view: TableVerifyView, nonce: string): string {
  const t = textsFor(view.lang);
  const w = tableVerifyWords(view.lang);
  const { lang, form } = view;
  const ctx = { lang, currency: CURRENCY, verifyBase: '' };
  const check = (ok: boolean | null, yes: string, no: string, id: string) =>
    ok === null ? '' : `<p class="${ok ? 'ok' : 'error'}" id="${id}">${ok ? CHECK_MARK : CROSS_MARK} ${escapeHtml(ok ? yes : no)}</p>`;
  const r = view.round;
  const round = r
    ? `<section aria-labelledby="round-title"><h2 id="round-title">${escapeHtml(fill(w.roundTitle, { n: localDigits(String(r.number), lang) }))}</h2>
<p>${escapeHtml(t.roundId)} / ${escapeHtml(t.clientSeed)}: <span class="mono">${escapeHtml(r.id)}</span></p>
<p>${escapeHtml(w.committedHash)}: <span class="mono" id="committed-hash">${escapeHtml(r.serverSeedHash)}</span></p>
${r.serverSeed === null ? `<p id="not-dealt">${escapeHtml(w.notDealt)}</p>` : `<p>${escapeHtml(t.serverSeed)}: <span class="mono" id="revealed-seed">${escapeHtml(r.serverSeed)}</span></p>`}
${check(r.hashMatches, w.hashMatches, w.hashDiffers, 'hash-check')}
${check(r.resultMatches, w.resultMatches, w.resultDiffers, 'result-check')}
<p><a href="/table/${encodeURIComponent(view.game.code)}/rounds/${r.number}?language=${lang}">${escapeHtml(w.json)}</a></p>
</section>`
    : '';
  const computed = view.computed
    ? `<section aria-labelledby="computed-title"><h2 id="computed-title">${escapeHtml(t.verifyResult)}</h2>
<p>${escapeHtml(t.hashOfSeed)}: <span class="mono" id="computed-hash">${escapeHtml(view.computed.serverSeedHash)}</span></p>
<div id="computed-coup">${resultHtml(tableLookOf(view.game.code), view.computed.coup, view.computed.nonce, null, ctx)}</div></section>`
    : '';
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error === 'invalid' ? w.invalid : t.errors.roundNotFound)}</p>` : '';
  const hidden = `<input type="hidden" name="language" value="${lang}"><input type="hidden" name="table" value="${escapeHtml(view.game.code)}">`;
  const body = `<style nonce="${nonce}">.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}.hands{display:flex;gap:8px}.hand{flex:1}ul.cards{list-style:none;padding:0;display:flex;gap:4px;flex-wrap:wrap}.card{background:#f4f6fb;color:#101a33;border-radius:6px;padding:4px 6px;font-weight:800;border:2px solid #101a33}.card.red{color:#b00020;border-style:dashed}</style>
<div class="bar"><h1>${escapeHtml(`${t.verifyTitle}: ${view.game.name}`)}</h1><a href="${escapeHtml(view.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a></div>
<p>${escapeHtml(w.intro)}</p>
${error}
<form method="get" action="/verify">${hidden}
<div class="field"><label for="round">${escapeHtml(w.roundNumber)}</label><input id="round" name="round" inputmode="numeric" pattern="[0-9]*" maxlength="9" value="${escapeHtml(form.round)}"></div>
<button type="submit" class="secondary">${escapeHtml(t.roundLookup)}</button>
</form>
${round}
${computed}
<form method="get" action="/verify" class="controls">${hidden}
<div class="field wide"><label for="server-seed">${escapeHtml(t.serverSeed)}</label><input id="server-seed" name="serverSeed" maxlength="128" value="${escapeHtml(form.serverSeed)}"></div>
<div class="field wide"><label for="client-seed">${escapeHtml(t.clientSeed)}</label><input id="client-seed" name="clientSeed" maxlength="64" value="${escapeHtml(form.clientSeed)}"></div>
<div class="field wide"><label for="nonce">${escapeHtml(t.nonce)}</label><input id="nonce" name="nonce" inputmode="numeric" pattern="[0-9]*" maxlength="10" value="${escapeHtml(form.nonce)}"></div>
<button type="submit">${escapeHtml(t.verifyButton)}</button>
</form>
<p><a href="${escapeHtml(view.allGames)}">${escapeHtml(w.allGames)}</a></p>`;
  return pageHtml(lang, nonce, t.verifyTitle, body);
}
