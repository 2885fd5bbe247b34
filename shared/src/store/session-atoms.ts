import { atom } from 'jotai';
import type { RegisterValidation, SystemConfig } from '../api/wire';
import type { Language } from '../bus/event-bus';
import { isLanguage, supportedLanguages } from '../i18n/i18n';

/** SPEC §3 session state. */
export type SystemStatus = 0 | 1 | 2;

export interface MemberInfo {
  id: string;
  account: string;
  nickname: string;
  type: number;
}

export interface UserInfo {
  userName: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];
export const trialAccountTypes: readonly number[] = [4];

export const tokenAtom = atom<string | null>(null);
export const userInfoAtom = atom<UserInfo | null>(null);
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const isLoginAtom = atom((get) => get(memberInfoAtom) !== null);
export const isAgentAtom = atom((get) => agentAccountTypes.includes(get(memberInfoAtom)?.type ?? -1));
export const isTrialAtom = atom((get) => trialAccountTypes.includes(get(memberInfoAtom)?.type ?? -1));
export const firstTimeLoginAtom = atom(false);
export const isChangePawAtom = atom(false);

/** The config call's answer; everything below is derived from it, never stored twice. */
export const configAtom = atom<SystemConfig | null>(null);
export const systemStatusAtom = atom<SystemStatus>((get) => {
  const config = get(configAtom);
  if (config?.maintenance.enabled) return 1;
  if (config?.regionRestriction.restricted) return 2;
  return 0;
});
export const locationAtom = atom((get) => get(configAtom)?.location ?? null);
/** The languages this brand offers (SPEC: Bengali and English; a brand may offer fewer). */
export const merchantLanguagesAtom = atom<Language[]>((get) => {
  const offered = get(configAtom)?.merchant.languages.filter(isLanguage) ?? [];
  return offered.length > 0 ? offered : [...supportedLanguages];
});
export const currencySymbolAtom = atom((get) => get(configAtom)?.merchant.currencySymbol ?? '৳');

/** The whitelabel tree is two levels deep, as its schema says: groups, then their switches. */
function switchOn(config: SystemConfig | null, modId: string): boolean {
  const on = (node: { modId: string; enabled: '1' | '0' }) => node.modId === modId && node.enabled === '1';
  return config ? config.info.whitelabel.some((group) => on(group) || group.childrenNodes.some(on)) : false;
}

/** Feature switches of SPEC §6, read from the whitelabel tree. */
export const whitelabelAtom = atom((get) => {
  const config = get(configAtom);
  return {
    mobileReg: switchOn(config, 'MOBILENUMREG3'),
    mobileRegVerify: switchOn(config, 'REGMOBVERF3'),
    /** SPEC §3's name for REGMOBVERF3: registration confirms the mobile with an SMS code. */
    smsEnabled: switchOn(config, 'REGMOBVERF3'),
    mobileRegPass: switchOn(config, 'MOBILENUMPASSREG3'),
    hasFreePlay: switchOn(config, 'FREEPLAY3'),
    pwdExpiryForce: switchOn(config, 'PWDEXPFORCECHANGE3'),
    showVerCodeLogin: switchOn(config, 'MOBILEVERCODELOGIN3'),
    usernameReg: switchOn(config, 'USERNAMEREG3'),
    agentPolicy: switchOn(config, 'AGENTPOLICY3'),
    referral: switchOn(config, 'REFERRAL'),
    /** SPEC §2: the member center and the agent center open as popups over the current page. */
    memberCenterPopup: switchOn(config, 'MEMBERCENTERPOPUP'),
    agentCenterPopup: switchOn(config, 'AGENTCENTERPOPUP'),
    /** Seamless-wallet games open inside the site's /seamless page instead of the game popup. */
    seamlessPage: switchOn(config, 'SEAMLESSPAGE3'),
  };
});

/** SPEC §3 `validate`: the registration rules (GET /wps/member/regValidata), fetched once a session. */
export const validateAtom = atom<RegisterValidation | null>(null);
