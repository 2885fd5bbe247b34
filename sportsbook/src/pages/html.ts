import { htmlPage } from '@khela/server-kit/pages';
import type { Language } from '../player/session-repo';
import type { PageOddsFormat } from '../player/preferences-repo';

/** The kit's HTML escaping and script JSON (server-kit/pages), which the book's pages write with. */
export { escapeHtml, scriptJson } from '@khela/server-kit/pages';

/**
 * Phone first (360 px, and the site's 440 × 750 game popup): system fonts, no images, contrast
 * ≥ 4.5:1 (light text on navy, navy on gold), a visible focus ring, 44 px touch targets. The odds
 * of every format are in the page; the body's `fmt-*` class shows the player's one.
 */
const STYLE = `
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font-family:system-ui,"Noto Sans Bengali",sans-serif;background:#101a33;color:#f4f6fb;line-height:1.45;font-size:16px}
main{max-width:560px;margin:0 auto;padding:10px}
h1{font-size:1.2rem;margin:0}
h2{font-size:1.05rem;margin:12px 0 6px}
h3{font-size:1rem;margin:8px 0 4px}
a{color:#9cc3ff}
a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #ffd24d;outline-offset:2px}
.bar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;margin-bottom:8px}
nav ul{list-style:none;display:flex;gap:6px;margin:0;padding:0;flex-wrap:wrap}
nav a{display:inline-block;min-height:44px;padding:10px 14px;border-radius:22px;background:#1d2a4d;text-decoration:none;color:#f4f6fb}
nav a[aria-current=page]{background:#ffd24d;color:#101a33;font-weight:700}
ul.events{list-style:none;margin:0;padding:0}
.event{background:#18244a;border-radius:10px;padding:8px 10px;margin:6px 0}
.event-head{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}
.when{font-size:.9rem;color:#c9d6f5}
.live{color:#101a33;background:#8fe39d;border-radius:4px;padding:0 6px;font-weight:700;font-size:.85rem}
.score{font-weight:700;font-variant-numeric:tabular-nums}
.picks{display:grid;grid-template-columns:repeat(auto-fit,minmax(96px,1fr));gap:6px;margin-top:6px}
.pick{display:flex;flex-direction:column;align-items:center;min-height:48px;padding:6px;border-radius:8px;border:1px solid #7b8bb5;background:#243563;color:#f4f6fb;font:inherit;cursor:pointer}
.pick[aria-pressed=true]{background:#ffd24d;color:#101a33;border-color:#ffd24d}
.pick[disabled]{background:#2a2f3d;color:#b8bfd0;cursor:not-allowed}
.pick-name{font-size:.85rem;text-align:center}
.pick-odds{font-weight:800;font-variant-numeric:tabular-nums}
.o{display:none}
.fmt-decimal .o-decimal,.fmt-hongkong .o-hongkong,.fmt-malay .o-malay,.fmt-indonesian .o-indonesian{display:inline}
.market{background:#18244a;border-radius:10px;padding:8px 10px;margin:6px 0}
.market h3{display:flex;justify-content:space-between}
.suspended-tag{font-size:.85rem;color:#ffb3b3}
.slip{background:#0a1124;border:2px solid #3a4c7a;border-radius:10px;padding:8px 10px;margin:12px 0}
.slip ul{list-style:none;margin:0;padding:0}
.slip li{border-bottom:1px solid #3a4c7a;padding:6px 0}
.slip li.bad{color:#ffb3b3}
.field{display:flex;flex-direction:column;gap:4px;margin:8px 0}
fieldset{border:1px solid #3a4c7a;border-radius:8px;margin:8px 0;padding:4px 8px 8px}
fieldset label{display:inline-flex;align-items:center;gap:6px;min-height:44px;margin-right:12px}
select,input{font:inherit;padding:8px;border-radius:6px;border:1px solid #7b8bb5;background:#f4f6fb;color:#101a33;min-height:44px;width:100%}
input[type=radio]{width:auto;min-height:0}
button{font:inherit;font-weight:700;min-height:44px;padding:8px 16px;border-radius:8px;border:0;background:#ffd24d;color:#101a33;cursor:pointer}
button.secondary{background:#c9d6f5}
button.link{background:none;color:#9cc3ff;text-decoration:underline;padding:4px 8px;min-height:44px}
button[aria-busy=true]{cursor:wait;opacity:.8}
.notice{min-height:1.5em;margin:6px 0;font-weight:600}
.error{color:#ffb3b3}
.ok{color:#a8f0b4}
details{background:#18244a;border-radius:8px;padding:8px 10px;margin:8px 0}
summary{cursor:pointer;font-weight:700;min-height:32px}
.bet{background:#18244a;border-radius:10px;padding:8px 10px;margin:6px 0}
.bet dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:4px 0}
.bet dt{color:#c9d6f5}
.bet dd{margin:0}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** A book page: the kit's document (server-kit/pages) with the book's style, the player's odds format on <body>. */
export function pageHtml(lang: Language, nonce: string, title: string, body: string, format: PageOddsFormat, script = ''): string {
  return htmlPage({ lang, nonce, title, style: STYLE, body, script, bodyClass: `fmt-${format}` });
}
