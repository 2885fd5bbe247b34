/** The identity domain's public face: what the app and other domains may use. */
export { identityPlugin } from './identity-plugin';
export { identityResolver } from './identity-resolver';
export { socketSessions } from './sessions/socket-sessions';
export { hashToken, newToken } from './sessions/tokens';
export { decoyHash, hashPassword, verifyPassword } from './passwords/password-hash';
export { AGENT_TYPES, isAgentType, MEMBER_TYPE, TRIAL_TYPE } from './members/member';
export { findMemberByAccount, findMemberById, insertMember } from './members/member-repo';
export { isCommonPassword } from './passwords/common-passwords';
export { requireRealMember } from './members/require-member';
export { OIDC_PROVIDER_ID, parseIdentitySettings } from './verification/identity-settings';
export { afterSensitiveChange, requireRecentPassword } from './sessions/sensitive-changes';
export { revokeMemberSessions } from './sessions/session-store';
export { revokeRememberTokens } from './login/remember-tokens';
