/** Where a downline's contracts are offered and managed (the contracts part of issue 14 builds that view). */
export const contractsPath = (downlineId: string) => `/agentHome/agentDailyWages2?downline=${encodeURIComponent(downlineId)}`;

/** Downline management drilled into a team member's own downlines. */
export const downlinesPath = (underId: string | null) => (underId ? `/agentHome/downlineManagmentView?under=${encodeURIComponent(underId)}` : '/agentHome/downlineManagmentView');
