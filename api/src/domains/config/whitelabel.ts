import { FEATURE_SWITCHES, type FeatureSwitch, type WhitelabelNode } from '@khela/contracts';

/**
 * The feature switches of SPEC §6 (and the center popups of SPEC §2) are listed in
 * @khela/contracts (FEATURE_SWITCHES), grouped here the way the front end walks them: it looks a
 * modId up anywhere in the tree and treats enabled '1' as on.
 */
export { FEATURE_SWITCHES, type FeatureSwitch };

const TREE_LAYOUT: { modId: string; children: FeatureSwitch[] }[] = [
  { modId: 'REGISTER', children: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'] },
  { modId: 'LOGIN', children: ['MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3'] },
  { modId: 'GAME', children: ['FREEPLAY3', 'SEAMLESSPAGE3'] },
  { modId: 'AGENT', children: ['AGENTPOLICY3'] },
  { modId: 'PROMOTION', children: ['REFERRAL'] },
  // SPEC §2: the member center and the agent center open as popups over the page while on.
  { modId: 'CENTER', children: ['MEMBERCENTERPOPUP', 'AGENTCENTERPOPUP'] },
];

const flag = (on: boolean): '1' | '0' => (on ? '1' : '0');

/** A group is enabled when any switch under it is. */
export function buildWhitelabelTree(switches: Record<string, boolean>): WhitelabelNode[] {
  return TREE_LAYOUT.map(({ modId, children }) => {
    const childrenNodes = children.map((id) => ({ modId: id, enabled: flag(switches[id] === true), childrenNodes: [] }));
    return { modId, enabled: flag(childrenNodes.some((c) => c.enabled === '1')), childrenNodes };
  });
}
