import { Navigate, Route, Routes } from '@khela/shared';
import { AgentLanding } from '@/features/landing/AgentLanding';
import { AgentCenter } from './center/AgentCenter';
import { agentPageIds, agentPages, defaultAgentPage } from './center/agent-pages';

const toDefaultPage = <Navigate to={`/agentHome/${defaultAgentPage}`} replace />;

/** The remote's sub-routes: the landing at /agent, the agent center's pages nested under /agentHome. */
export function AgentRoutes() {
  return (
    <Routes>
      <Route path="/agent" element={<AgentLanding />} />
      <Route path="/agentHome">
        <Route index element={toDefaultPage} />
        <Route element={<AgentCenter />}>
          {agentPageIds.map((id) => (
            <Route key={id} path={id} element={agentPages[id]} />
          ))}
        </Route>
        {/* An unknown page goes to the announcements. */}
        <Route path="*" element={toDefaultPage} />
      </Route>
      {/* Off its paths the shell unmounts this remote; until it does, draw nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
