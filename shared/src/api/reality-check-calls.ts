import type { RealityCheck, RealityCheckAction } from '@khela/contracts/reality-check';
import { api } from './client';

export type { RealityCheck, RealityCheckAction };

/**
 * Reality checks (UKGC RTS 13; docs/safer-gambling-reality.md): the member's reminder interval and
 * this session's summary. The shell's reminder and the member center's setting read one query
 * (`realityCheckQueryKey` in the shared query client), so a change in one is seen by the other.
 */
export const realityCheckCalls = {
  get: () => api.get<RealityCheck>('/wps/safer-gambling/reality-check'),
  setInterval: (intervalMinutes: number) => api.put<RealityCheck>('/wps/safer-gambling/reality-check', { json: { intervalMinutes } }),
  answer: (dueAt: string, action: RealityCheckAction) => api.post<RealityCheck>('/wps/safer-gambling/reality-check/answer', { json: { dueAt, action } }),
};

export const realityCheckQueryKey = ['reality-check'] as const;
