import { loading } from '@khela/shared';
import { oneClickRegister, type OneClickAnswer } from './login-calls';
import { PostButton } from './PostButton';
import { useIdentityTranslation } from '../identity-texts';

interface OneClickButtonProps {
  verifySlider: () => Promise<string | null>;
  onCreated: (answer: OneClickAnswer) => void;
}

/** One-click registration (SPEC §1): after the slider, the server makes an account and its credentials. */
export function OneClickButton({ verifySlider, onCreated }: OneClickButtonProps) {
  const { t } = useIdentityTranslation();
  const create = async () => {
    const sliderToken = await verifySlider();
    if (sliderToken === null) return null;
    return loading.during(oneClickRegister(sliderToken || undefined));
  };
  return <PostButton label={t('login.oneClick.button')} post={create} onDone={onCreated} />;
}
