import { plausibleHumanTrail, type TrailPoint } from './slider-trail';
import { humanTrail } from './test-trails';

describe('plausibleHumanTrail', () => {
  it('accepts an eased drag ending where the piece was dropped', () => {
    expect(plausibleHumanTrail(humanTrail(150), 150, 280)).toBe(true);
  });

  it('accepts a keyboard drag: a pause before the key repeats, then even steps and a correction', () => {
    const trail: TrailPoint[] = [{ x: 0, y: 0, t: 0 }, { x: 4, y: 0, t: 10 }];
    for (let i = 1; i <= 30; i += 1) trail.push({ x: 4 + i * 5, y: 0, t: 510 + i * 33 });
    trail.push({ x: 150, y: 0, t: 1900 });
    expect(plausibleHumanTrail(trail, 150, 280)).toBe(true);
  });

  it('refuses a perfectly even, straight drag', () => {
    const linear = Array.from({ length: 20 }, (_, i) => ({ x: i * 8, y: 0, t: i * 50 }));
    expect(plausibleHumanTrail(linear, 152, 280)).toBe(false);
  });

  it('refuses too few points, too fast, too slow, time going back, off-track or a different end', () => {
    expect(plausibleHumanTrail(humanTrail(150, 5), 150, 280)).toBe(false);
    expect(plausibleHumanTrail(humanTrail(150, 24, 120), 150, 280)).toBe(false);
    expect(plausibleHumanTrail(humanTrail(150, 24, 70_000), 150, 280)).toBe(false);
    const backwards = humanTrail(150);
    backwards[5] = { ...backwards[5]!, t: 1 };
    expect(plausibleHumanTrail(backwards, 150, 280)).toBe(false);
    const offTrack = humanTrail(150);
    offTrack[10] = { ...offTrack[10]!, x: 400 };
    expect(plausibleHumanTrail(offTrack, 150, 280)).toBe(false);
    expect(plausibleHumanTrail(humanTrail(150), 120, 280)).toBe(false);
    expect(plausibleHumanTrail([...humanTrail(150), { x: Number.NaN, y: 0, t: 950 }], 150, 280)).toBe(false);
  });
});
