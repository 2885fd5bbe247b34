import type { AgentPageId } from '../center/agent-pages';
import { AnnouncementPage } from './AnnouncementPage';
import { RegisterCenter } from './RegisterCenter';
import { ReportPage } from './ReportPage';
import { reportPages } from './report-pages';

export function AgentPage({ id }: { id: AgentPageId }) {
  if (id === 'agentAnnouncement') return <AnnouncementPage />;
  if (id === 'registerCenter') return <RegisterCenter />;
  const spec = reportPages[id];
  return spec ? <ReportPage key={id} id={id} spec={spec} /> : null;
}
