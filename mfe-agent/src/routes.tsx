import { Navigate, Route, Routes } from '@khela/shared';
import { AgentCenter } from './center/AgentCenter';
import { defaultAgentPage } from './center/agent-pages';
import { AgentLanding } from './landing/AgentLanding';

export function AgentRoutes() {
  return (
    <Routes>
      <Route path="/agent" element={<AgentLanding />} />
      <Route path="/agentHome" element={<Navigate to={`/agentHome/${defaultAgentPage}`} replace />} />
      <Route path="/agentHome/:page" element={<AgentCenter />} />
      <Route path="/agentHome/*" element={<Navigate to={`/agentHome/${defaultAgentPage}`} replace />} />
      {/* Off its paths the shell unmounts this remote; until it does, draw nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
