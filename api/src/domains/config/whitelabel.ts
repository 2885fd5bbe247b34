import type { WhitelabelNode } from '@khela/contracts';

/**
 * The feature switches of SPEC §6, grouped the way the front end walks them: it looks a
 * modId up anywhere in the tree and treats enabled '1' as on.
 */
export const FEATURE_SWITCHES = [
  'USERNAMEREG3', // register by username
  'MOBILENUMREG3', // register by mobile number
  'MOBILENUMPASSREG3', // mobile registration also asks for a password
  'REGMOBVERF3', // SMS code required at registration
  'MOBILEVERCODELOGIN3', // log in by mobile number + SMS code
  'PWDEXPFORCECHANGE3', // expired passwords force a change at login
  'FREEPLAY3', // free trial play for visitors
  'SEAMLESSPAGE3', // seamless-wallet games open inside the site's /seamless page, not the game popup
  'AGENTPOLICY3', // agent contract (consolidated) queries
  'REFERRAL', // referral promotion (availablePromo)
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

const TREE_LAYOUT: { modId: string; children: FeatureSwitch[] }[] = [
  { modId: 'REGISTER', children: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'] },
  { modId: 'LOGIN', children: ['MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3'] },
  { modId: 'GAME', children: ['FREEPLAY3', 'SEAMLESSPAGE3'] },
  { modId: 'AGENT', children: ['AGENTPOLICY3'] },
  { modId: 'PROMOTION', children: ['REFERRAL'] },
];

const flag = (on: boolean): '1' | '0' => (on ? '1' : '0');

/** A group is enabled when any switch under it is. */
export function buildWhitelabelTree(switches: Record<string, boolean>): WhitelabelNode[] {
  return TREE_LAYOUT.map(({ modId, children }) => {
    const childrenNodes = children.map((id) => ({ modId: id, enabled: flag(switches[id] === true), childrenNodes: [] }));
    return { modId, enabled: flag(childrenNodes.some((c) => c.enabled === '1')), childrenNodes };
  });
}
