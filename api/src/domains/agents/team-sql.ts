/**
 * SQL pieces over the upline tree (member_tree, migration 020). "The whole team of X" is every
 * descendant_id with ancestor_id = X (depth 0 is X itself); direct downlines are depth 1.
 */

/** Member ids of the whole team of the agent in parameter $n, the agent itself excluded. */
export function teamMemberIds(agentParam: string): string {
  return `SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentParam} AND depth > 0`;
}

/** True when member $member is in the team of $agent (at any depth, the agent itself excluded). */
export function inTeamOf(agentParam: string, memberParam: string): string {
  return `EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = ${agentParam} AND descendant_id = ${memberParam} AND depth > 0)`;
}
