import { Popup } from '@khela/shared';
import { useId, useState } from 'react';
import { BannerImage } from '@/components/BannerImage';
import { IdentityLinks } from './IdentityLinks';
import { FormTabs } from './login/FormTabs';
import { ForgotByEmail } from './password/ForgotByEmail';
import { ForgotByPhone } from './password/ForgotByPhone';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import styles from '@/components/popups.module.css';
import { useIdentityTranslation } from './identity-texts';

type ForgotWay = 'email' | 'phone';
const ways: readonly ForgotWay[] = ['email', 'phone'];

/** Forgot password (SPEC §2, §4): by e-mail or by phone, under the w_forget banner. */
export function ForgotPasswordPopup({ onClose }: PopupViewProps) {
  const { t } = useIdentityTranslation();
  const [way, setWay] = useState<ForgotWay>('email');
  const baseId = useId();
  const panel = { id: `${baseId}-panel`, labelledBy: `${baseId}-tab-${way}` };
  return (
    <Popup title={t('forgot.title')} onClose={onClose} className={styles.form} testId="popup-forgotPassword">
      <BannerImage group="w_forget" />
      <FormTabs
        options={ways}
        value={way}
        onChange={setWay}
        idFor={(option) => `${baseId}-tab-${option}`}
        labelFor={(option) => t(`forgot.tabs.${option}`)}
        panelId={panel.id}
        label={t('forgot.tabsLabel')}
      />
      {way === 'email' ? <ForgotByEmail panel={panel} /> : <ForgotByPhone panel={panel} />}
      <IdentityLinks from="forgotPassword" to={['login']} />
    </Popup>
  );
}
