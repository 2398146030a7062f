import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName, ModalViewProps } from '../../stores/modal.ts';

export type ModalViews = { [N in ModalName]: LazyExoticComponent<ComponentType<ModalViewProps<N>>> };

/**
 * The view of each modal of the registry (src/stores/modal.ts), loaded only when it first opens,
 * so a page pays nothing for modals it never shows. One line per modal:
 *
 * ```ts
 * noticeList: lazy(() => import('../notices/NoticeListModal.tsx').then((m) => ({ default: m.NoticeListModal }))),
 * ```
 */
export const MODAL_VIEWS: ModalViews = {
  feedback: lazy(() => import('../feedback/FeedbackModal.tsx').then((m) => ({ default: m.FeedbackModal }))),
  noticeList: lazy(() => import('../notices/NoticeListModal.tsx').then((m) => ({ default: m.NoticeListModal }))),
};
