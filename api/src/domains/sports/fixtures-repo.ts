import type { Queryable } from '../../platform/db/db';
import type { Language } from '../../platform/i18n/language';
import type { HotMatch, Sport } from '@khela/contracts';

/** A fixture as a feed (or the demo top-up) delivers it. Odds in hundredths (185 = 1.85). */
export interface FixtureInput {
  vendorCode: string;
  sport: Sport;
  league: { bn: string; en: string };
  home: { code: string; bn: string; en: string };
  away: { code: string; bn: string; en: string };
  kickoff: Date;
  odds: { home: number; draw: number | null; away: number };
}

/**
 * Adds a fixture unless the same match is there already (natural key: vendor, teams, kickoff):
 * repeating a feed, or two api instances running it at once, adds nothing. True when it was new.
 */
export async function insertFixture(db: Queryable, f: FixtureInput): Promise<boolean> {
  const added = await db.query(
    `INSERT INTO fixtures (vendor_code, sport, league_bn, league_en, home_code, home_name_bn, home_name_en,
                           away_code, away_name_bn, away_name_en, kickoff, odds_home, odds_draw, odds_away)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (vendor_code, home_code, away_code, kickoff) DO NOTHING RETURNING id`,
    [
      f.vendorCode, f.sport, f.league.bn, f.league.en, f.home.code, f.home.bn, f.home.en,
      f.away.code, f.away.bn, f.away.en, f.kickoff, f.odds.home, f.odds.draw, f.odds.away,
    ],
  );
  return added.length > 0;
}

/** Matches already under way stay on the list this long after kick-off. */
const STARTED_SHOWN = '2 hours';

interface HotMatchRow {
  id: string;
  sport: Sport;
  league: string;
  homeCode: string;
  homeName: string;
  awayCode: string;
  awayName: string;
  kickoff: Date | string;
  oddsHome: number;
  oddsDraw: number | null;
  oddsAway: number;
  vendor: string;
  day: string;
}

const teamLogo = (code: string) => `/TCG_PROD_IMAGES/TEAM_LOGO/${code}.png`;
const decimalOdds = (hundredths: number) => hundredths / 100;

/**
 * The brand's next matches by kickoff (and those that started in the last two hours), at most
 * `limit`: fixtures of the sports vendors the brand offers, less those it hides.
 */
export async function listHotMatches(
  db: Queryable,
  brand: { merchantCode: string; timeZone: string },
  language: Language,
  limit: number,
): Promise<HotMatch[]> {
  const name = (column: string) => (language === 'bn' ? `f.${column}_bn` : `f.${column}_en`);
  const rows = await db.query<HotMatchRow>(
    `SELECT f.id::text AS id, f.sport, ${name('league')} AS league,
            f.home_code AS "homeCode", ${name('home_name')} AS "homeName",
            f.away_code AS "awayCode", ${name('away_name')} AS "awayName",
            f.kickoff, f.odds_home AS "oddsHome", f.odds_draw AS "oddsDraw", f.odds_away AS "oddsAway",
            f.vendor_code AS vendor, to_char(f.kickoff AT TIME ZONE $2, 'YYYY-MM-DD') AS day
       FROM fixtures f
      WHERE f.status IN ('scheduled', 'live') AND f.kickoff > now() - interval '${STARTED_SHOWN}'
        AND EXISTS (SELECT 1 FROM merchant_vendors mv
                     WHERE mv.merchant_code = $1 AND mv.vendor_code = f.vendor_code AND mv.enabled)
        AND NOT EXISTS (SELECT 1 FROM merchant_fixtures mf
                         WHERE mf.merchant_code = $1 AND mf.fixture_id = f.id AND NOT mf.enabled)
      ORDER BY f.kickoff, f.id
      LIMIT $3`,
    [brand.merchantCode, brand.timeZone, limit],
  );
  return rows.map((row) => ({
    matchId: row.id,
    sport: row.sport,
    league: row.league,
    home: { name: row.homeName, logo: teamLogo(row.homeCode) },
    away: { name: row.awayName, logo: teamLogo(row.awayCode) },
    kickoff: new Date(row.kickoff).toISOString(),
    odds: { home: decimalOdds(row.oddsHome), draw: row.oddsDraw === null ? null : decimalOdds(row.oddsDraw), away: decimalOdds(row.oddsAway) },
    vendor: row.vendor,
    day: row.day,
  }));
}

/** Is this a team code some fixture uses (its logo is served)? */
export async function isKnownTeamCode(db: Queryable, code: string): Promise<boolean> {
  const [row] = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM fixtures WHERE home_code = $1) OR EXISTS (SELECT 1 FROM fixtures WHERE away_code = $1) AS known`,
    [code],
  );
  return row?.known ?? false;
}
