import { Route, Routes } from '@khela/shared';
import { LotteryPage } from '@/features/lottery/LotteryPage';
import { lotteryPages } from '@/features/lottery/lottery-kinds';

export function LotteryRoutes() {
  return (
    <Routes>
      {Object.entries(lotteryPages).map(([path, kind]) => (
        <Route key={path} path={path} element={<LotteryPage key={kind} kind={kind} />} />
      ))}
      {/* Off its paths the shell unmounts this remote; until it does, draw nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
