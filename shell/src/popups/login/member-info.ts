import { agentAccountTypes, api, storeMemberInfo, type ApiResult, type MemberInfo } from '@khela/shared';

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
