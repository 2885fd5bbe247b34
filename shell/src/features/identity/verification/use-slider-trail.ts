import { useMemo, useRef } from 'react';
import type { TrailPoint } from './verification-calls';

// Enough to show how the hand moved, small enough for a slow network: at most one sample per
// 10 ms and 1500 samples (the server takes up to 2000 and refuses drags over a minute anyway).
const MIN_SAMPLE_GAP_MS = 10;
const MAX_SAMPLES = 1500;

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Records a drag as the server wants it: piece position, vertical wobble and ms since the start. */
export function useSliderTrail() {
  const points = useRef<TrailPoint[]>([]);
  const startedAt = useRef(0);
  return useMemo(
    () => ({
      reset() {
        points.current = [];
      },
      start(x: number) {
        startedAt.current = performance.now();
        points.current = [{ x: tenth(x), y: 0, t: 0 }];
      },
      /** Adds a sample; `final` always keeps it (the drop must be the last point). */
      record(x: number, y: number, { final = false } = {}) {
        const list = points.current;
        if (list.length === 0) return;
        const t = Math.round(performance.now() - startedAt.current);
        const last = list[list.length - 1]!;
        if (!final && (list.length >= MAX_SAMPLES || t - last.t < MIN_SAMPLE_GAP_MS)) return;
        list.push({ x: tenth(x), y: tenth(y), t });
      },
      points(): TrailPoint[] {
        return [...points.current];
      },
    }),
    [],
  );
}
