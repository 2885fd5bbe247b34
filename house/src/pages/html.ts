import { htmlPage } from '@khela/server-kit/pages';
import type { Language } from '../sessions/session-repo';

/** The kit's escaping, which every page of the house writes with. */
export { escapeHtml } from '@khela/server-kit/pages';

/**
 * Small, fast and readable on a 360 px phone and in the site's 440 × 750 frame: system fonts, no
 * images, contrast ≥ 4.5:1 (light text on a dark navy), visible focus.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Noto Sans Bengali",sans-serif;background:#101a33;color:#f4f6fb;line-height:1.45;font-size:16px}
main{max-width:480px;margin:0 auto;padding:12px}
h1{font-size:1.25rem;margin:0 0 8px}
h2{font-size:1.05rem;margin:0}
a{color:#9cc3ff}
a:focus,button:focus,select:focus,input:focus,summary:focus{outline:3px solid #ffd24d;outline-offset:2px}
.bar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;margin-bottom:8px}
.fun{background:#5a3d00;color:#ffe7a8;padding:6px 8px;border-radius:6px;margin:0 0 8px}
.balance{font-size:1.15rem;font-weight:700}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;background:#0a1124;padding:6px;border-radius:10px;border:2px solid #3a4c7a}
.cell{aspect-ratio:1/1;display:flex;align-items:center;justify-content:center;background:#1d2a4d;border-radius:8px;font-size:1.6rem;font-weight:800;min-width:0}
.cell.win{background:#2f6b3a;box-shadow:inset 0 0 0 2px #8fe39d}
.cell small{font-size:.8rem}
.sym{display:block;width:70%;height:70%}td .sym{display:inline-block;width:1.4em;height:1.4em;vertical-align:middle}
.mark{width:1em;height:1em;vertical-align:-.125em}
.controls{display:flex;flex-wrap:wrap;gap:8px;margin:10px 0;align-items:flex-end}
.controls .wide{flex:1 1 100%;margin:0}
[hidden]{display:none!important}
.target-row{align-items:center;flex-wrap:nowrap}
.target-row input[type=range]{flex:1;min-width:0;padding:0;background:transparent;border:0;accent-color:#ffd24d}
.target-row input[type=number]{flex:0 0 5.5em;width:5.5em}
.odds{font-size:.95rem}
.dice-result{background:#0a1124;border:2px solid #3a4c7a;border-radius:10px;padding:8px;text-align:center}
.dice-result p{margin:4px 0}
.roll{font-size:2.6rem;font-weight:800;font-variant-numeric:tabular-nums}
.roll.win{color:#a8f0b4}
.controls label{flex:1;display:flex;flex-direction:column;font-size:.9rem}
select,input{font:inherit;padding:8px;border-radius:6px;border:1px solid #7b8bb5;background:#f4f6fb;color:#101a33;min-height:44px;width:100%}
button{font:inherit;font-weight:700;min-height:44px;padding:8px 16px;border-radius:8px;border:0;background:#ffd24d;color:#101a33;cursor:pointer}
button[disabled]{opacity:.6;cursor:wait}
button.secondary{background:#c9d6f5}
.notice{min-height:1.5em;margin:6px 0;font-weight:600}
.wins{margin:4px 0 10px;padding-left:18px}
details{background:#18244a;border-radius:8px;padding:8px 10px;margin:8px 0}
summary{cursor:pointer;font-weight:700;min-height:32px}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border-bottom:1px solid #3a4c7a;padding:4px;text-align:left}
.mono{font-family:ui-monospace,monospace;word-break:break-all;font-size:.85rem}
.field{display:flex;flex-direction:column;gap:4px;margin:8px 0}
.row{display:flex;gap:8px;flex-wrap:wrap}
.error{color:#ffb3b3}
.ok{color:#a8f0b4}
ul.history{padding-left:18px;margin:4px 0}
/* Fish and Teen Patti (their views cannot bring CSS: the page's CSP allows only this nonce'd sheet). */
.fish-targets{border:1px solid #3a4c7a;border-radius:8px;margin:0;padding:4px 8px 8px;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:6px}
.fish-targets legend{font-weight:700;padding:0 4px}
.controls .fish-option{flex-direction:row;align-items:center;gap:8px;min-height:44px;padding:4px 8px;border-radius:6px;background:#1d2a4d;cursor:pointer;font-size:.95rem}
.fish-option input{flex:0 0 auto;width:1.25em;height:1.25em;min-height:0;margin:0;padding:0;accent-color:#ffd24d}
.fish-option small{display:block;font-size:.8rem;color:#c9d6f5}
.fish-option:has(input:checked){background:#2a3a66;box-shadow:inset 0 0 0 2px #ffd24d}
.fish-option:focus-within{outline:3px solid #ffd24d;outline-offset:2px}
.fish-result,.tp-result{background:#0a1124;border:2px solid #3a4c7a;border-radius:10px;padding:8px}
.fish-result p,.tp-seat p{margin:4px 0}
.river{font-size:1.5rem;text-align:center}
.shots{list-style:none;margin:4px 0;padding:0}
.shot{margin:4px 0;padding:6px 8px;border-radius:6px;background:#1d2a4d;animation:fish-in .45s ease-out both}
.shot.caught{background:#2f6b3a}
.shot:nth-child(2){animation-delay:.15s}.shot:nth-child(3){animation-delay:.3s}.shot:nth-child(4){animation-delay:.45s}
@keyframes fish-in{from{opacity:0;transform:translateX(-24px)}to{opacity:1;transform:none}}
.table-scroll{overflow-x:auto}
.tp-hands{display:grid;grid-template-columns:1fr 1fr;gap:6px}
.tp-seat{padding:6px;border:2px solid transparent;border-radius:8px}
.tp-seat.better{border-color:#8fe39d;background:#17301f}
.better-mark{color:#a8f0b4}
.cards{display:flex;flex-wrap:wrap;gap:4px}
.card{display:inline-flex;flex-direction:column;align-items:center;min-width:2em;padding:4px 3px;border-radius:6px;background:#fff;color:#101a33;font-size:1.1rem;font-weight:800;line-height:1.15;animation:card-in .35s ease-out both}
.card small{font-size:.7rem;font-weight:600}
.card.red{color:#b3001b}
.card.back{background:#3a4c7a;color:#c9d6f5}
.card:nth-child(2){animation-delay:.1s}.card:nth-child(3){animation-delay:.2s}
@keyframes card-in{from{opacity:0;transform:translateY(-8px)}to{opacity:1;transform:none}}
.hand-name{font-size:.9rem}
.tp-outcome{margin:6px 0 2px;text-align:center}
@media (prefers-reduced-motion:reduce){.shot,.card{animation:none}}
`;

/** A house page: the kit's document (server-kit/pages) with the house's style. */
export function pageHtml(lang: Language, nonce: string, title: string, body: string, script = ''): string {
  return htmlPage({ lang, nonce, title, style: STYLE, body, script });
}
