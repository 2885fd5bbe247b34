/** One sample of the drag: handle position (picture pixels) and milliseconds since the drag began. */
export interface TrailPoint {
  x: number;
  y: number;
  t: number;
}

/** How far from the notch the piece may be dropped (picture pixels). */
export const SLIDER_TOLERANCE = 5;
export const TRAIL_MIN_POINTS = 8;
export const TRAIL_MIN_MS = 300;
export const TRAIL_MAX_MS = 60_000;
// A trail whose positions never stray this far from a constant-speed line was made by a script.
const MIN_DEVIATION_FROM_LINE = 2;

/** Largest gap, in pixels, between the trail and the constant-speed line from its first to last sample. */
function deviationFromConstantSpeed(trail: readonly TrailPoint[]): number {
  const first = trail[0]!;
  const last = trail[trail.length - 1]!;
  const speed = (last.x - first.x) / (last.t - first.t);
  return Math.max(...trail.map((p) => Math.abs(p.x - (first.x + speed * (p.t - first.t)))));
}

/**
 * Whether a drag looks like a person's: enough samples, time moving forward, a plausible
 * duration, ending where the piece was dropped, and not at one perfectly even speed (people
 * speed up and slow down; keyboard users pause before the key repeats and adjust at the end).
 */
export function plausibleHumanTrail(trail: readonly TrailPoint[], droppedAt: number, trackWidth: number): boolean {
  if (trail.length < TRAIL_MIN_POINTS) return false;
  const finite = trail.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.t));
  if (!finite) return false;
  if (trail.some((p, i) => i > 0 && p.t < trail[i - 1]!.t)) return false;
  if (trail.some((p) => p.x < -SLIDER_TOLERANCE || p.x > trackWidth + SLIDER_TOLERANCE)) return false;
  const duration = trail[trail.length - 1]!.t - trail[0]!.t;
  if (duration < TRAIL_MIN_MS || duration > TRAIL_MAX_MS) return false;
  if (Math.abs(trail[trail.length - 1]!.x - droppedAt) > SLIDER_TOLERANCE) return false;
  return deviationFromConstantSpeed(trail) >= MIN_DEVIATION_FROM_LINE;
}
