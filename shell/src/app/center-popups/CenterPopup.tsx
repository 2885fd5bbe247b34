import { bus, history as pageHistory, Popup } from '@khela/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteArea } from '@/app/federation/RemoteArea';
import type { PopupViewProps } from '@/lib/popups/popup-view';
import { createPopupHistory } from './popup-history';
import styles from './center-popup.module.css';

type Center = 'member' | 'agent';

const centers: Record<Center, { titleKey: string; home: string; testId: string }> = {
  member: { titleKey: 'side.memberCenter', home: '/member/securityCenter', testId: 'popup-member-center' },
  agent: { titleKey: 'header.agentCenter', home: '/agentHome', testId: 'popup-agent-center' },
};

/**
 * SPEC §2: the member center or the agent center as a popup over the current page (while the
 * brand's MEMBERCENTERPOPUP / AGENTCENTERPOPUP switch is on). The remote draws its pages at the
 * popup's own address (prop `path`), so the page under it and the address bar stay. The popup
 * closes when the page itself moves (a remote sent the reader elsewhere) or the session ends.
 */
function CenterPopup({ center, props, onClose }: PopupViewProps & { center: Center }) {
  const { t } = useTranslation('shell');
  const { titleKey, home, testId } = centers[center];
  const path = typeof props.path === 'string' && props.path.startsWith('/') ? props.path : home;
  const [history] = useState(() => createPopupHistory(path));

  // Another link to the center while it is open: the popup goes there.
  useEffect(() => {
    if (history.location.pathname + history.location.search !== path) history.push(path);
  }, [history, path]);
  useEffect(() => pageHistory.listen(() => onClose()), [onClose]);
  useEffect(() => {
    bus.on('session:logout', onClose);
    return () => bus.off('session:logout', onClose);
  }, [onClose]);

  return (
    <Popup title={t(titleKey)} onClose={onClose} className={styles.center} testId={testId}>
      <RemoteArea remote={center} history={history} />
    </Popup>
  );
}

export function MemberCenterPopup(view: PopupViewProps) {
  return <CenterPopup center="member" {...view} />;
}

export function AgentCenterPopup(view: PopupViewProps) {
  return <CenterPopup center="agent" {...view} />;
}
