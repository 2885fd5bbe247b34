import { api, loading, PLATFORM_CODE, whitelabelAtom, type ApiResult, type DeviceOs } from '@khela/shared';
import { useAtomValue } from 'jotai';
import type { LoginAnswer } from '../identity-calls';
import { finishLogin } from './finish-login';
import { PostButton } from './PostButton';
import { useIdentityTranslation } from '../identity-texts';

/** The device kind SPEC §7 freePlay names (`os`), from the browser's user agent. */
export function deviceOs(userAgent: string): DeviceOs {
  return /android/i.test(userAgent) ? 'android' : /iphone|ipad|ipod/i.test(userAgent) ? 'ios' : 'web';
}

/**
 * SPEC §7 freePlay: the device's OS and platform 'W', through the relay gateway (X-Gateway-Version 3,
 * Encryption 'plain': the body is not one SPEC seals); the answer logs in a trial account (type 4).
 */
export function startFreePlay(): Promise<ApiResult<LoginAnswer>> {
  return api.post<LoginAnswer>('/wps/member/freePlay', { json: { os: deviceOs(navigator.userAgent), platform: PLATFORM_CODE }, gateway: 'plain' });
}

/**
 * Free play (SPEC §1, §6): with FREEPLAY3 on, a visitor may look around as a trial account; it
 * cannot start games or open the centers, and is asked for a real account when it tries.
 */
export function FreePlayButton() {
  const { t } = useIdentityTranslation();
  const { hasFreePlay } = useAtomValue(whitelabelAtom);
  if (!hasFreePlay) return null;
  return <PostButton label={t('login.freePlay')} post={() => loading.during(startFreePlay())} onDone={(answer) => finishLogin(answer, { popup: 'login' })} />;
}
