import { testAppForFile } from '../test/test-app';
import { firstHomeBanner } from './first-banner';

const t = testAppForFile();

test("the demo brand's first active home banner, read again once the kept answer is 30 s old", async () => {
  let now = 1_000_000;
  const first = firstHomeBanner(t.db, () => now);
  expect((await first())?.url).toBe('/media/banners/w_home-1.svg');

  await t.db.query(`UPDATE banners SET active = false WHERE merchant_code = 'khela' AND image_url->>'bn' = '/media/banners/w_home-1.svg'`);
  now += 29_000;
  expect((await first())?.url).toBe('/media/banners/w_home-1.svg');
  now += 2_000;
  expect(await first()).toEqual({ url: '/media/banners/w_home-2.svg', language: 'bn' });

  // An address that is not a same-site path nor https is never hinted.
  await t.db.query(`UPDATE banners SET image_url = '{"bn": "javascript:alert(1)", "en": "x"}' WHERE merchant_code = 'khela' AND group_name = 'w_home'`);
  now += 31_000;
  expect(await first()).toBeNull();
  await t.db.query(`UPDATE banners SET active = false WHERE merchant_code = 'khela' AND group_name = 'w_home'`);
  now += 31_000;
  expect(await first()).toBeNull();
});
