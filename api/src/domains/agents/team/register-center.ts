import { type TeamRegistered, type TeamRegisterBody } from '@khela/contracts';
import { validateRegistration } from '@khela/contracts/rules';
import type { Identity } from '../../../platform/auth';
import type { Db } from '../../../platform/db/db';
import { ApiError } from '../../../platform/errors';
import type { Merchant } from '../../../platform/merchant/merchant';
import { AGENT_TYPES, findMemberByAccount, hashPassword, insertMember, isCommonPassword, MEMBER_TYPE } from '../../identity';

/**
 * The account types an agent may open (docs/agents.md, "Team"): a player (0) or a sub-agent. A
 * sub-agent is type 1, the agent type operators open too; SPEC §3 names 2, 41 and 42 as agent
 * types but gives them no meaning, so they are left to operators.
 */
export const SUB_AGENT_TYPE = AGENT_TYPES[0]!;
const TYPE_OF_KIND = { member: MEMBER_TYPE, agent: SUB_AGENT_TYPE } as const;

/** The brand's registration rules that apply to an account the agent opens: name and password. */
const CHECKED_FIELDS: readonly string[] = ['username', 'password', 'confirmPassword'];

/**
 * registerCenter: the agent opens an account under itself. The same rules as registration by
 * username (the brand's username and password rules, the confirmation, no common password, a name
 * nobody has); the password is the agent's choice, so the new account must change it at its
 * first login (password_is_default, the forced change of docs/identity.md).
 */
export async function registerDownline(db: Db, merchant: Merchant, agent: Identity, body: TeamRegisterBody): Promise<TeamRegistered> {
  const form = { username: body.account, password: body.password, confirmPassword: body.confirmPassword };
  const rules = merchant.registerRules.filter((rule) => CHECKED_FIELDS.includes(rule.field));
  const violations = validateRegistration(rules, form, { mode: 'register', smsEnabled: false, mobileRegPass: false });
  if (violations.length > 0) {
    const field = violations[0]!.field === 'username' ? 'account' : violations[0]!.field;
    throw new ApiError(400, 'register.field.invalid', { field }, { violations });
  }
  if (isCommonPassword(body.password)) throw new ApiError(400, 'password.common');
  if (await findMemberByAccount(db, merchant.code, body.account)) throw new ApiError(409, 'register.account.taken');
  const type = TYPE_OF_KIND[body.kind];
  const created = await insertMember(db, {
    merchantCode: merchant.code,
    account: body.account,
    nickname: body.nickname?.trim() || body.account.trim(),
    type,
    passwordHash: await hashPassword(body.password),
    passwordIsDefault: true,
    uplineId: agent.memberId,
    registerMethod: 'AGENT',
  });
  // A name taken between the look-up and the insert.
  if (!created) throw new ApiError(409, 'register.account.taken');
  return { id: created.id, account: created.account, type: created.type, kind: body.kind };
}
