import { lazy, Suspense, type ComponentProps } from 'react';

const BreakPanel = lazy(() => import('./BreakPanel.tsx').then((m) => ({ default: m.BreakPanel })));

/**
 * The break panel, whose code (and the withdrawal behind it) loads only when a login meets a
 * time-out or self-exclusion: the login forms stay as small as they were.
 */
export const LazyBreakPanel = (props: ComponentProps<typeof BreakPanel>) => (
  <Suspense fallback={null}>
    <BreakPanel {...props} />
  </Suspense>
);
