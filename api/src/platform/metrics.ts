import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsOptions {
  guard?: ((request: FastifyRequest) => Promise<void>) | null;
  /**
   * The process defaults (CPU, memory, event-loop lag, GC). prom-client starts an event-loop delay
   * monitor and a GC observer for them that it never stops: Node keeps both alive for the life of
   * the process, and with them the async context they were made in. Under jest that context is the
   * test file's hook, so every file's app, and its PGlite database (~235 MB of WebAssembly memory),
   * would stay in the process to the end of the run. Default: on, but not under jest (NODE_ENV=test).
   */
  processMetrics?: boolean;
}

/**
 * Prometheus metrics: process defaults plus request duration by route and status.
 * A registry per app instance, so several apps in one process (tests) do not collide.
 * `guard` (production: operator sign-in) runs before /metrics answers.
 */
export const metrics = fp(
  async (app: FastifyInstance, { guard, processMetrics }: MetricsOptions) => {
    const registry = new Registry();
    if (processMetrics ?? process.env.NODE_ENV !== 'test') collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: raw URLs would explode label cardinality.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get(
      '/metrics',
      {
        ...(guard ? { onRequest: guard } : {}),
        schema: {
          tags: ['platform'],
          summary: 'Prometheus metrics (text exposition format, not an envelope)',
          produces: ['text/plain'],
          response: { 200: { type: 'string' } },
        },
      },
      async (_request, reply) => {
        reply.header('content-type', registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'metrics' },
);
