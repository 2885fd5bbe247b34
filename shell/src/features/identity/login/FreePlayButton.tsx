import { api, loading, whitelabelAtom, type ApiResult } from '@khela/shared';
import { useAtomValue } from 'jotai';
import type { LoginAnswer } from '../identity-calls';
import { finishLogin } from './finish-login';
import { PostButton } from './PostButton';
import { useIdentityTranslation } from '../identity-texts';

/** SPEC §7 freePlay: platform 'W' and the device's OS; the answer logs in a trial account (type 4). */
function startFreePlay(): Promise<ApiResult<LoginAnswer>> {
  const os = /android/i.test(navigator.userAgent) ? 'android' : /iphone|ipad/i.test(navigator.userAgent) ? 'ios' : 'web';
  return api.post<LoginAnswer>('/wps/member/freePlay', { json: { os, platform: 'W' } });
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
