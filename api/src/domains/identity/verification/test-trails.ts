import type { TrailPoint } from './slider-trail';

/** For tests: a drag that eases in and out, as a finger does, ending at `to`. */
export function humanTrail(to: number, steps = 24, durationMs = 900): TrailPoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const f = i / steps;
    const eased = f * f * (3 - 2 * f);
    return { x: Math.round(to * eased * 10) / 10, y: Math.round(Math.sin(i) * 2), t: Math.round(durationMs * f) };
  });
}
