import { Navigate, Route, Routes } from '@khela/shared';
import { MemberCenter } from './center/MemberCenter';
import { defaultMemberPage } from './center/member-pages';
import { PointMallPage } from './point-mall/PointMallPage';
import { PromotionsPage } from './promotions/PromotionsPage';

export function MemberRoutes() {
  return (
    <Routes>
      <Route path="/member" element={<Navigate to={`/member/${defaultMemberPage}`} replace />} />
      <Route path="/member/:page" element={<MemberCenter />} />
      <Route path="/member/*" element={<Navigate to={`/member/${defaultMemberPage}`} replace />} />
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/pointMall" element={<PointMallPage />} />
      {/* Off its paths the shell unmounts this remote; until it does, draw nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
