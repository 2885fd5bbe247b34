import { agentAccountTypes, api, currentToken, storeMemberInfo, type ApiResult, type MemberInfo } from '@khela/shared';

/** GET /wps/member/info: who the token belongs to (SPEC §3). */
export function fetchMemberInfo(): Promise<ApiResult<MemberInfo>> {
  return api.get<MemberInfo>('/wps/member/info');
}

export function isAgentType(type: number): boolean {
  return agentAccountTypes.includes(type);
}

/** Member info makes the page logged in (SPEC §4): stored with its agent flag. */
export function keepMemberInfo(info: MemberInfo): void {
  storeMemberInfo({ id: String(info.id), account: info.account, nickname: info.nickname, type: info.type }, isAgentType(info.type));
}

/**
 * At start (SPEC §4): a token from the address or kept in session storage loads member info, so
 * a reload knows who is logged in (an agent, a trial account). A rejected token is cleared by the
 * api client, which also offers the login popup.
 */
export async function restoreSession(): Promise<void> {
  if (currentToken() === null) return;
  const info = await fetchMemberInfo();
  if (info.ok) keepMemberInfo(info.value);
}
