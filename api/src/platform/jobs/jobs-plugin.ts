import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { JobScheduler, type JobSchedulerOptions } from './job-scheduler';
import { jobRoutes } from './job-routes';

/** Succeeded runs are kept this long (failed ones until an operator deletes them). */
const KEEP_SUCCEEDED_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs of this server: domains register named jobs here (platform/jobs). */
    jobs: JobScheduler;
  }
}

export interface JobsPluginOptions extends Omit<JobSchedulerOptions, 'log'> {
  db: Db;
  /** Start the timers when the server is ready (default: yes, except under jest, where tests tick by hand). */
  start?: boolean;
}

/** app.jobs: registered by the domains while the app is built, started once it is ready, stopped on close. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { db, start, ...options }) => {
    const scheduler = new JobScheduler(db, { ...options, log: app.log });
    app.decorate('jobs', scheduler);
    scheduler.register({ name: 'jobs.prune-history', schedule: '17 3 * * *', run: async () => ({ deleted: await scheduler.prune(KEEP_SUCCEEDED_MS) }) });
    app.opsRoutes.add(jobRoutes, { scheduler });
    if (start ?? process.env.NODE_ENV !== 'test') app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'jobs', dependencies: ['ops-scope'] },
);
