import { Popup } from '@khela/shared';
import { BannerImage } from '@/components/BannerImage';
import { IdentityLinks } from './IdentityLinks';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import popupStyles from '@/components/popups.module.css';
import { RegisterForm } from './register/RegisterForm';
import { useRegisterValidation } from './register/use-register-validation';
import { useIdentityTranslation } from './identity-texts';

/** Registration (SPEC §2–§5), driven by the brand's rules: see register/RegisterForm. */
export function RegisterPopup({ onClose }: PopupViewProps) {
  const { t } = useIdentityTranslation();
  const validation = useRegisterValidation();
  return (
    <Popup title={t('register.title')} onClose={onClose} className={popupStyles.form} testId="popup-register">
      <BannerImage group="w_register" />
      <RegisterForm validation={validation} />
      <IdentityLinks from="register" to={['login']} />
    </Popup>
  );
}
