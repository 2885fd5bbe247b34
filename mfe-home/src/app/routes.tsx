import { Route, Routes } from '@khela/shared';
import { HomePage } from './HomePage';

/** Every path the shell gives this remote shows the home page; the shell opens their popups. */
export const homePaths = ['/', '/index', '/index.html', '/home', '/login', '/register', '/help'] as const;

export function HomeRoutes() {
  return (
    <Routes>
      {homePaths.map((path) => (
        <Route key={path} path={path} element={<HomePage />} />
      ))}
      {/* Off its paths the shell unmounts this remote; until it does, draw nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
