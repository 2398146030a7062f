import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName, ModalViewProps } from '../../stores/modal.ts';

export type ModalViews = { [N in ModalName]: LazyExoticComponent<ComponentType<ModalViewProps<N>>> };

/**
 * The view of each modal of the registry (src/stores/modal.ts), loaded only when it first opens,
 * so a page pays nothing for modals it never shows. One line per modal:
 *
 * ```ts
 * noticeList: lazy(() => import('../content/NoticeListModal.tsx').then((m) => ({ default: m.NoticeListModal }))),
 * ```
 */
export const MODAL_VIEWS: ModalViews = {
  feedback: lazy(() => import('../feedback/FeedbackModal.tsx').then((m) => ({ default: m.FeedbackModal }))),
  noticeList: lazy(() => import('../content/NoticeListModal.tsx').then((m) => ({ default: m.NoticeListModal }))),
  login: lazy(() => import('../accounts/login/LoginModal.tsx').then((m) => ({ default: m.LoginModal }))),
  changePass: lazy(() => import('../accounts/login/ChangePasswordModal.tsx').then((m) => ({ default: m.ChangePasswordModal }))),
  loginVerify: lazy(() => import('../accounts/login/LoginVerifyModal.tsx').then((m) => ({ default: m.LoginVerifyModal }))),
  socialSignup: lazy(() => import('../accounts/social/SocialSignupModal.tsx').then((m) => ({ default: m.SocialSignupModal }))),
  register: lazy(() => import('../accounts/register/RegisterModal.tsx').then((m) => ({ default: m.RegisterModal }))),
  forgetPass: lazy(() => import('../accounts/forgot/ForgotPasswordModal.tsx').then((m) => ({ default: m.ForgotPasswordModal }))),
  security: lazy(() => import('../member/security/SecurityModal.tsx').then((m) => ({ default: m.SecurityModal }))),
};
