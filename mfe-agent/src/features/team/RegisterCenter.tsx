import { useTranslation } from 'react-i18next';
import { PageFrame } from '@khela/shared/reports';
import { RegisterDownlineForm } from './RegisterDownlineForm';
import { ShareCard } from './ShareCard';

/**
 * registerCenter: the agent's invitation (affiliate code, link, QR code) and the form that opens a
 * player or sub-agent account straight into its team.
 */
export function RegisterCenter() {
  const { t } = useTranslation('agent');
  return (
    <PageFrame title={t('pages.registerCenter.title')} intro={t('pages.registerCenter.intro')} testId="agent-page-registerCenter">
      <ShareCard />
      <RegisterDownlineForm />
    </PageFrame>
  );
}
