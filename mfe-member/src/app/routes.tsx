import { Navigate, Route, Routes } from '@khela/shared';
import { PointMallPage } from '@/features/point-mall/PointMallPage';
import { PromotionDetailPage } from '@/features/promotions/PromotionDetailPage';
import { PromotionsPage } from '@/features/promotions/PromotionsPage';
import { VipPage } from '@/features/rewards/vip/VipPage';
import { MemberCenter } from './center/MemberCenter';
import { defaultMemberPage, memberPageIds, memberPages } from './center/member-pages';

const toDefaultPage = <Navigate to={`/member/${defaultMemberPage}`} replace />;

/** The remote's sub-routes: the member center's pages nested under /member, and pages of their own (promotions, the point mall, VIP). */
export function MemberRoutes() {
  return (
    <Routes>
      <Route path="/member">
        <Route index element={toDefaultPage} />
        <Route element={<MemberCenter />}>
          {memberPageIds.map((id) => (
            <Route key={id} path={id} element={memberPages[id]} />
          ))}
        </Route>
        {/* An unknown page goes to my account. */}
        <Route path="*" element={toDefaultPage} />
      </Route>
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/promotions/:code" element={<PromotionDetailPage />} />
      <Route path="/pointMall" element={<PointMallPage />} />
      <Route path="/vip" element={<VipPage />} />
      {/* Off its paths the shell unmounts this remote; until it does, draw nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
