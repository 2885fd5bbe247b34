import type { Db } from '../../platform/db/db';
import { ApiError } from '../../platform/errors';
import { parseLanguage, type Language } from '../../platform/i18n/language';
import { assertMayPlay } from '../safer-gambling';
import { issueLaunchToken } from '../vendor-wallet';
import { findVisibleGame, findVisibleGameByCode, type GameRow } from './catalogue-repo';
import type { LaunchBody, LaunchValue } from '@khela/contracts';
import { recordRecentGame } from './recent-games';

export interface Launcher {
  merchantCode: string;
  currency: string;
  memberId: string;
  /** The request's language (Language header or brand default), used when the body names none. */
  language: Language;
}

interface VendorLaunchRow {
  launchUrl: string | null;
  walletMode: 'seamless' | 'transfer' | null;
  walletEnabled: boolean | null;
}

async function chosenGame(db: Db, merchantCode: string, body: LaunchBody): Promise<GameRow> {
  let game: GameRow | null;
  if (body.nodeId !== undefined) game = await findVisibleGame(db, merchantCode, body.nodeId);
  else if (body.vendor && body.gameCode) game = await findVisibleGameByCode(db, merchantCode, body.vendor, body.gameCode);
  else throw new ApiError(400, 'games.launch.gameRequired');
  // Unknown, switched off at this brand, or of a vendor the brand does not offer: all look the same.
  if (!game) throw new ApiError(404, 'games.game.notFound');
  if (game.isGame !== 'GAME') throw new ApiError(400, 'games.launch.vendorList');
  return game;
}

/** Only http(s) addresses and paths of this site: a javascript: back link would run in our origin. */
function checkedBackUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // falls through to the refusal
  }
  throw new ApiError(400, 'games.launch.backUrl');
}

/**
 * The launch (SPEC §4 "Starting a game"): checks the game and the vendor, issues a one-time launch
 * token the vendor trades at `authenticate` (docs/vendor-wallet.md), remembers the game as recent
 * and answers the vendor's game address. The caller has already refused visitors, and trial accounts
 * asking for real money (a free trial issues a funPlay token: nothing is debited).
 */
export async function launchGame(db: Db, who: Launcher, body: LaunchBody): Promise<LaunchValue> {
  // Safer gambling: no launch (real or free play) during a time-out or self-exclusion; fails closed.
  await assertMayPlay(db, who.memberId);
  const game = await chosenGame(db, who.merchantCode, body);
  const freeTrial = body.freeTrial ?? false;
  if (freeTrial && !game.freeTrial) throw new ApiError(400, 'games.freeTrial.unavailable');
  const backUrl = checkedBackUrl(body.backUrl);

  const [vendor] = await db.query<VendorLaunchRow>(
    `SELECT ls.launch_url AS "launchUrl", w.mode AS "walletMode", w.enabled AS "walletEnabled"
       FROM (SELECT $1::text AS code) wanted
       LEFT JOIN vendor_launch_settings ls ON ls.vendor_code = wanted.code
       LEFT JOIN vendor_wallets w ON w.vendor_code = wanted.code`,
    [game.vendorCode],
  );
  // A vendor without a launch address or a wallet cannot take a player (the token needs its wallet).
  if (!vendor?.launchUrl || !vendor.walletMode || !vendor.walletEnabled) {
    throw new ApiError(503, 'games.vendor.unavailable');
  }

  const language = parseLanguage(body.language) ?? who.language;
  const token = await db.transaction(async (tx) => {
    const issued = await issueLaunchToken(tx, {
      merchantCode: who.merchantCode,
      memberId: who.memberId,
      vendorCode: game.vendorCode,
      language,
      currency: who.currency,
      funPlay: freeTrial,
    });
    await recordRecentGame(tx, who.memberId, game.nodeId);
    return issued;
  });

  // A path is a vendor reached through the brand's launch hosts (launchGameCDNs): the site picks one.
  const relative = vendor.launchUrl.startsWith('/') && !vendor.launchUrl.startsWith('//');
  const url = new URL(vendor.launchUrl, 'http://launch-host.invalid');
  url.searchParams.set('gameCode', game.gameCode);
  url.searchParams.set('language', language);
  url.searchParams.set('currency', who.currency);
  url.searchParams.set('token', token);
  if (body.device) url.searchParams.set('device', body.device);
  if (freeTrial) url.searchParams.set('funPlay', '1');
  if (backUrl) url.searchParams.set('backUrl', backUrl);
  // A hot match's "bet now": the book opens that event's page (docs/sportsbook.md "Wiring").
  if (body.eventId) url.searchParams.set('eventId', body.eventId);

  return {
    url: relative ? `${url.pathname}${url.search}` : url.href,
    nodeId: game.nodeId,
    vassalage: game.vendorCode,
    gameCode: game.gameCode,
    freeTrial,
    wallet: vendor.walletMode === 'transfer' ? { mode: 'transfer', code: game.vendorCode } : { mode: 'seamless', code: 'MAIN' },
  };
}
