import type { SlotOutcome } from '../games/slot/slot-engine';
import { SLOT_STAKES } from '../games/slot/slot-rules';
import type { Language } from '../sessions/session-repo';
import { escapeHtml, pageHtml } from './html';
import { localDigits, money, textsFor } from './page-texts';
import { lineWinsHtml, reelsHtml } from './slot-view';

export interface VerifyView {
  lang: Language;
  form: { serverSeed: string; clientSeed: string; nonce: string; stake: string; round: string };
  /** The recomputed outcome, when the inputs allowed one. */
  computed: { outcome: SlotOutcome; serverSeedHash: string } | null;
  /** The round looked up, with whether the recomputation matches its record. */
  round: { id: string; state: string; stake: number; payout: number; revealed: boolean; matches: boolean | null } | null;
  error: 'invalid' | 'roundNotFound' | null;
  otherLanguage: string;
}

export function verifyPageHtml(view: VerifyView, nonce: string): string {
  const t = textsFor(view.lang);
  const lang = view.lang;
  const f = view.form;
  const stakeOptions = SLOT_STAKES.map((stake) => `<option value="${stake}"${String(stake) === f.stake ? ' selected' : ''}>${escapeHtml(money(stake, 'BDT', lang))}</option>`).join('');
  const round = view.round
    ? `<section aria-labelledby="round-title"><h2 id="round-title">${escapeHtml(t.roundId)}: <span class="mono">${escapeHtml(view.round.id)}</span></h2>
<p>${escapeHtml(t.state[view.round.state as keyof typeof t.state] ?? view.round.state)} · ${escapeHtml(t.stakeLabel)}: ${escapeHtml(money(view.round.stake, 'BDT', lang))} · ${escapeHtml(t.payout)}: ${escapeHtml(money(view.round.payout, 'BDT', lang))}</p>
${view.round.revealed ? '' : `<p>${escapeHtml(t.notRevealed)}</p>`}
${view.round.matches === null ? '' : `<p class="${view.round.matches ? 'ok' : 'error'}" id="match">${escapeHtml(view.round.matches ? t.matchesRecord : t.differsFromRecord)}</p>`}
</section>`
    : '';
  const computed = view.computed
    ? `<section aria-labelledby="computed-title"><h2 id="computed-title">${escapeHtml(t.verifyResult)}</h2>
<p>${escapeHtml(t.hashOfSeed)}: <span class="mono">${escapeHtml(view.computed.serverSeedHash)}</span></p>
<p>${escapeHtml(t.stops)}: <span id="stops">${localDigits(view.computed.outcome.stops.join(', '), lang)}</span></p>
${reelsHtml(view.computed.outcome, lang)}
${lineWinsHtml(view.computed.outcome.lineWins, 'BDT', lang)}
<p>${escapeHtml(t.payout)}: <strong id="payout">${escapeHtml(money(view.computed.outcome.payout, 'BDT', lang))}</strong></p></section>`
    : '';
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error === 'invalid' ? t.invalidVerify : t.errors.roundNotFound)}</p>` : '';
  const body = `
<div class="bar"><h1>${escapeHtml(t.verifyTitle)}</h1><a href="${escapeHtml(view.otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a></div>
<p>${escapeHtml(t.verifyIntro)}</p>
${error}
<form method="get" action="/verify">
<input type="hidden" name="language" value="${lang}">
<div class="field"><label for="round">${escapeHtml(t.roundId)}</label><input id="round" name="round" maxlength="100" value="${escapeHtml(f.round)}"></div>
<button type="submit" class="secondary">${escapeHtml(t.roundLookup)}</button>
</form>
<form method="get" action="/verify">
<input type="hidden" name="language" value="${lang}">
<div class="field"><label for="server-seed">${escapeHtml(t.serverSeed)}</label><input id="server-seed" name="serverSeed" maxlength="128" value="${escapeHtml(f.serverSeed)}"></div>
<div class="field"><label for="client-seed">${escapeHtml(t.clientSeed)}</label><input id="client-seed" name="clientSeed" maxlength="64" value="${escapeHtml(f.clientSeed)}"></div>
<div class="row"><div class="field"><label for="nonce">${escapeHtml(t.nonce)}</label><input id="nonce" name="nonce" inputmode="numeric" pattern="[0-9]*" maxlength="10" value="${escapeHtml(f.nonce)}"></div>
<div class="field"><label for="stake">${escapeHtml(t.stakeLabel)}</label><select id="stake" name="stake">${stakeOptions}</select></div></div>
<button type="submit">${escapeHtml(t.verifyButton)}</button>
</form>
${round}
${computed}`;
  return pageHtml(lang, nonce, t.verifyTitle, body);
}

export function errorPageHtml(lang: Language, nonce: string, message: string, otherLanguage: string, backUrl: string | null): string {
  const t = textsFor(lang);
  const body = `<div class="bar"><h1>${escapeHtml(t.errorTitle)}</h1><a href="${escapeHtml(otherLanguage)}" lang="${lang === 'bn' ? 'en' : 'bn'}">${escapeHtml(t.otherLanguage)}</a></div>
<p role="alert">${escapeHtml(message)}</p>
${backUrl ? `<p><a href="${escapeHtml(backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : ''}`;
  return pageHtml(lang, nonce, t.errorTitle, body);
}
