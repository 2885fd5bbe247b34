/** Scheduled jobs, once per slot across instances (docs/adr/0013). */
export { type JobContext, type JobDefinition, type JobRun, type JobRunFilter, jobRunView, type JobRunStatus, readJobRuns, JobScheduler, type JobSchedulerOptions, type SlotOutcome } from './job-scheduler';
export { jobsPlugin, type JobsPluginOptions } from './jobs-plugin';
