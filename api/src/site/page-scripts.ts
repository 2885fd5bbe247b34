import { DEFAULT_LANGUAGE } from '@khela/contracts';
import type { FirstFrameAudience } from '@khela/contracts/start-answers';

/**
 * The inline scripts index.html runs before its first paint, written in one place. Whether the tab
 * holds a member's session, as the shell will find it: its token in session storage, or a link that
 * brings one in `?token=`.
 */
export const TAB_HOLDS_SESSION = `(sessionStorage.getItem('token')||/[?&]token=/.test(location.search))`;

/**
 * Right after a picture index.html draws before any script (the boot banner, a first frame): it
 * goes before the first paint for whom the page draws something else there — on a public page a
 * member (their header has two rows), on a members' page a visitor (sent to the login over the
 * home) — and for a reader who chose another language than the picture's.
 */
export function keepFor(audience: FirstFrameAudience, id: string, nonce: string): string {
  const other = audience === 'visitors' ? 'm' : '!m';
  return `<script nonce="${nonce}">(function(){try{var m=${TAB_HOLDS_SESSION},l=localStorage.getItem('lang');if(${other}||(l&&l!=='${DEFAULT_LANGUAGE}')){var e=document.getElementById('${id}');if(e)e.remove();}}catch(x){}})();</script>`;
}
