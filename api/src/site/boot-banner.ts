import { DEFAULT_LANGUAGE } from '@khela/contracts';
import { FIRST_BANNER_ID } from '@khela/contracts/start-answers';
import type { FirstBanner } from './first-banner';
import { escapeAttribute } from './index-page';
import { keepFor } from './page-scripts';

/**
 * Where the home remote draws its first banner on a phone for a visitor, in the built site's
 * layout: below the sticky top bar (the 56 px header row and the 44 px category bar, with their
 * borders: 102 px) and the page's 12 px padding, 12 px from each side, 16:6, 12 px corners
 * (shell layout.module.css and header.module.css, mfe-home banners.module.css, shared
 * css-kit/page.module.css). e2e/specs/loading-states.spec.ts checks the two boxes are the same.
 * Only from 360 to 767 px wide: narrower, the visitor's header may wrap; wider, the side menu and the
 * desktop header place the page elsewhere.
 */
const PHONE_BOX = 'top:114px;left:12px;width:calc(100% - 24px);aspect-ratio:16/6;border-radius:12px';

/**
 * The brand's first home banner drawn by index.html itself (issue 19: the LCP image found and shown
 * from the HTML, not after the shell and the home remote have run), for a new visitor on a phone: a
 * picture at the exact place and size of the home's first banner, above the page until the home
 * remote's own banner has loaded and releases it (shared releaseFirstBanner; the shell releases it
 * too when the page is not the home page or the home remote failed). Decorative (`alt=""`): the
 * home's banner carries the name and the action. A script right after it takes it away before the
 * first paint for whom the home draws something else there: a member (a token: their header has two
 * rows), or a reader who chose another language than the picture's.
 */
export function bootBannerMarkup(banner: FirstBanner, nonce: string): string {
  if (banner.language !== DEFAULT_LANGUAGE) return '';
  const id = FIRST_BANNER_ID;
  const style = `<style>#${id}{display:none}@media (min-width:360px) and (max-width:767px){#${id}{display:block;position:absolute;z-index:1;${PHONE_BOX};object-fit:cover;pointer-events:none}}</style>`;
  const image = `<img id="${id}" src="${escapeAttribute(banner.url)}" alt="" fetchpriority="high" decoding="async" />`;
  return `${style}${image}${keepFor('visitors', id, nonce)}`;
}
