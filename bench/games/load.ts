import autocannon from 'autocannon';

/**
 * The load generator of bench/games: autocannon (raw sockets, keep-alive, one request in flight
 * per connection) in run.ts's process, which does nothing else while it runs; the servers are
 * child processes. Latencies are kept whole (autocannon's own histogram rounds to whole ms). A
 * request waits up to 60 s for its answer: a slow answer is a latency to report, not an error.
 */
export interface LoadResult {
  seconds: number;
  /** 2xx answers. */
  ok: number;
  non2xx: number;
  /** Connection errors other than timeouts. */
  errors: number;
  /** Requests without an answer within 60 s (autocannon then drops the connection and opens another). */
  timeouts: number;
  /** Latency of every 2xx answer, in ms. */
  latencyMs: Float64Array;
  /** Response bytes (head and body) per answer, as autocannon read them. */
  bytesPerAnswer: number;
}

export function load(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  let latencies = new Float64Array(1 << 16);
  let ok = 0;
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds, pipelining: 1, timeout: 60 }, (error: unknown, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        seconds: result.duration,
        ok,
        non2xx: result.non2xx,
        errors: result.errors - result.timeouts,
        timeouts: result.timeouts,
        latencyMs: latencies.subarray(0, ok),
        bytesPerAnswer: ok > 0 ? bytes / ok : 0,
      });
    });
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      if (statusCode < 200 || statusCode >= 300) return;
      if (ok === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[ok] = responseTime;
      ok += 1;
      bytes += resBytes;
    });
  });
}

/** Nearest-rank percentile of unsorted values (sorted once per call on a copy). */
export function percentile(values: Float64Array, p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
