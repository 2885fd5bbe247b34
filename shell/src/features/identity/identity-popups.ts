import { lazyView } from '@/lib/lazy-view';
import type { PopupViews } from '@/lib/popups/PopupLayer';

/** The identity popups, each fetched when first opened. */
export const identityPopups: PopupViews = {
  login: lazyView(() => import('./LoginPopup').then((m) => m.LoginPopup)),
  register: lazyView(() => import('./RegisterPopup').then((m) => m.RegisterPopup)),
  forgotPassword: lazyView(() => import('./ForgotPasswordPopup').then((m) => m.ForgotPasswordPopup)),
  changePassword: lazyView(() => import('./ChangePasswordPopup').then((m) => m.ChangePasswordPopup)),
};
