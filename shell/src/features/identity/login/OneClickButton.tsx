import { loading } from '@khela/shared';
import { useTranslation } from 'react-i18next';
import { oneClickRegister, type OneClickAnswer } from './login-calls';
import { PostButton } from './PostButton';

interface OneClickButtonProps {
  verifySlider: () => Promise<string | null>;
  onCreated: (answer: OneClickAnswer) => void;
}

/** One-click registration (SPEC §1): after the slider, the server makes an account and its credentials. */
export function OneClickButton({ verifySlider, onCreated }: OneClickButtonProps) {
  const { t } = useTranslation('shell');
  const create = async () => {
    const sliderToken = await verifySlider();
    if (sliderToken === null) return null;
    return loading.during(oneClickRegister(sliderToken || undefined));
  };
  return <PostButton label={t('popups.login.oneClick.button')} post={create} onDone={onCreated} />;
}
