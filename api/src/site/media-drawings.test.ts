import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CAMPAIGNS } from '../seed/demo-promotions';
import { mediaDir } from './media';
import { BANNERS, mediaBinaries, mediaFiles, PROMOTION_PICTURES } from './media-drawings';

test('the shipped pictures in api/media are the drawings (run `pnpm --filter @khela/api run draw-media` after changing one)', () => {
  for (const [file, text] of Object.entries(mediaFiles())) {
    expect([file, readFileSync(path.join(mediaDir, file), 'utf8')]).toEqual([file, text]);
  }
  for (const [file, bytes] of Object.entries(mediaBinaries())) {
    expect([file, readFileSync(path.join(mediaDir, file)).equals(bytes)]).toEqual([file, true]);
  }
});

test('each picture is a light SVG with no words (the page says the title in its language) and nothing loaded from elsewhere', () => {
  for (const [file, text] of Object.entries(mediaFiles())) {
    expect([file, text.length <= 4096]).toEqual([file, true]);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(text).not.toContain('<text');
    expect(text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  }
});

test('every demo banner and every demo promotion has its own picture', () => {
  expect(Object.keys(BANNERS)).toEqual(expect.arrayContaining(['w_home-1', 'w_home-2', 'w_home-3', 'w_leftmenu-4', 'w_login-5', 'w_register-6', 'w_forget-7', 'khela2-home']));
  for (const campaign of DEMO_CAMPAIGNS) expect([campaign.code, campaign.code in PROMOTION_PICTURES]).toEqual([campaign.code, true]);
});
