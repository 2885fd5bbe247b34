import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { GameType } from '@khela/contracts';
import type { Db, Queryable } from '../platform/db/db';
import { isKnownTeamCode } from '../domains/sports/fixtures-repo';
import { type Artwork, gameIcon, submenuBanner, teamLogo, vendorIcon, vendorListMark } from './artwork';

/** Under the brands' image CDN list ('/media'), the spec's image folders. */
const ROOT = '/media/TCG_PROD_IMAGES';
/** Art for a code never changes (it is computed from the code): caches may keep it for a month. */
const CACHE = 'public, max-age=2592000';
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

type Params = Record<string, string>;

/** `name.png` → name, when it is a plausible code; anything else is not ours. */
function pngName(file: string | undefined): string | null {
  const name = file?.endsWith('.png') ? file.slice(0, -4) : null;
  return name && CODE.test(name) ? name : null;
}


/**
 * The category of a vendor known by its image code (vendor_launch_settings.image_code, else its
 * code), optionally in one category; null when no vendor has that image code. A vendor in several
 * categories (the house) is drawn in the first one.
 */
async function vendorCategory(db: Queryable, codes: string[], gameType: string | null = null): Promise<GameType | null> {
  const [row] = await db.query<{ gameType: GameType }>(
    `SELECT v.game_type AS "gameType" FROM vendors v LEFT JOIN vendor_launch_settings ls ON ls.vendor_code = v.code
      WHERE COALESCE(ls.image_code, v.code) = ANY($1::text[]) AND ($2::text IS NULL OR v.game_type = $2)
      ORDER BY v.sort_order, v.game_type LIMIT 1`,
    [codes, gameType],
  );
  return row?.gameType ?? null;
}

function send(request: FastifyRequest, reply: FastifyReply, art: Artwork | null) {
  if (!art) return reply.callNotFound();
  reply.header('cache-control', CACHE).header('etag', art.etag);
  if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
  // Named .png by the spec; browsers go by the Content-Type.
  return reply.type('image/svg+xml').send(art.svg);
}

/**
 * Generated artwork for codes the catalogue knows (games, vendors, fixtures' teams); anything else
 * is a 404, so the page's own fallback artwork shows. Files shipped in api/media are untouched.
 */
export const artworkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const route = (path: string, draw: (params: Params) => Promise<Artwork | null>) =>
    app.get(`${ROOT}/${path}`, async (request, reply) => send(request, reply, await draw(request.params as Params)));

  route('GAME_ICON/:vendor/:file', async ({ vendor, file }) => {
    const icon = pngName(file);
    if (!icon || !vendor || !CODE.test(vendor)) return null;
    const [game] = await db.query<{ name: string; gameType: GameType }>(
      'SELECT name_en AS name, game_type AS "gameType" FROM games WHERE vendor_code = $1 AND icon_name = $2 ORDER BY node_id LIMIT 1',
      [vendor, icon],
    );
    return game ? gameIcon(vendor, icon, game.name, game.gameType) : null;
  });

  route('VENDOR_ICON_SMALL/:file', async ({ file }) => {
    const [, code, state] = /^(.+)-(DEFAULT|ACTIVE)$/.exec(pngName(file) ?? '') ?? [];
    const category = code ? await vendorCategory(db, [code]) : null;
    return code && category ? vendorIcon(code, state as 'DEFAULT' | 'ACTIVE', category) : null;
  });

  route('RNG_LIST_VENDOR/:file', async ({ file }) => {
    const [, code, variant] = /^(.+)-(WHITE|COLOR|PURPLE)$/.exec(pngName(file) ?? '') ?? [];
    // The lists show LOTT's artwork under ELOTT (SPEC §7).
    const category = code ? await vendorCategory(db, code === 'ELOTT' ? ['ELOTT', 'LOTT'] : [code]) : null;
    return code && category ? vendorListMark(code, variant as 'WHITE' | 'COLOR' | 'PURPLE', category) : null;
  });

  route('SUBMENU_IMG/STYLE4/:file', async ({ file }) => {
    const [, gameType, code] = /^([A-Z]+)-(.+)$/.exec(pngName(file) ?? '') ?? [];
    if (!gameType || !code || !(await vendorCategory(db, [code], gameType))) return null;
    return submenuBanner(gameType, code);
  });

  route('TEAM_LOGO/:file', async ({ file }) => {
    const code = pngName(file);
    return code && (await isKnownTeamCode(db, code)) ? teamLogo(code) : null;
  });
};
