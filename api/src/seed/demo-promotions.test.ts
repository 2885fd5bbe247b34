import { checkCampaignRules } from '../domains/rewards/promotions/campaigns';
import { testAppForFile } from '../test/test-app';
import { DEMO_CAMPAIGNS as FIXED, demoRaffle } from './demo-promotions';

const DEMO_CAMPAIGNS = [...FIXED, demoRaffle(new Date())];

const t = testAppForFile();

describe('demo promotions', () => {
  it('seeds each demo campaign once, with rules its kind accepts, in both languages', async () => {
    for (const campaign of DEMO_CAMPAIGNS) expect(() => checkCampaignRules(campaign.kind, campaign.rules, campaign.eligibility ?? {})).not.toThrow();
    const rows = await t.db.query<{ code: string; title_bn: string; terms_en: string }>("SELECT code, title_bn, terms_en FROM campaigns WHERE merchant_code = 'khela' AND code = ANY($1::text[])", [DEMO_CAMPAIGNS.map((c) => c.code)]);
    expect(rows.map((row) => row.code).sort()).toEqual(DEMO_CAMPAIGNS.map((c) => c.code).sort());
    for (const row of rows) expect(row.title_bn).toMatch(/[\u0980-\u09FF]/);
  });

  it('names the demo announcements’ promotion codes, and wagers the welcome bonus on the house games’ own types', async () => {
    const codes = await t.db.query<{ promotion_type: string }>("SELECT DISTINCT promotion_type FROM announcements WHERE merchant_code = 'khela' AND kind = 'PROMOTION' AND promotion_type IS NOT NULL");
    const campaigns = new Set(DEMO_CAMPAIGNS.map((c) => c.code));
    for (const { promotion_type } of codes) expect(campaigns.has(promotion_type)).toBe(true);
    const houseTypes = await t.db.query<{ game_type: string }>("SELECT DISTINCT game_type FROM games WHERE vendor_code = 'HOUSE'");
    const welcome = DEMO_CAMPAIGNS.find((c) => c.code === 'WELCOME_BONUS')!.rules as { wagering: { categories: string[] }; cap: number; minDeposit: number };
    expect(houseTypes.length).toBeGreaterThan(0);
    for (const { game_type } of houseTypes) expect(welcome.wagering.categories).toContain(game_type);
    expect(welcome).toMatchObject({ cap: 50_000, minDeposit: 10_000 });
  });
});
