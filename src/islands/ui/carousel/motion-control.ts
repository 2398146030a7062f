/** The event a part of a moving region sends to keep it still for good (a video that started). */
export const HOLD_MOTION_EVENT = 'motion:hold';

/**
 * Whether something that moves by itself may move now: not while its pause box is ticked, the
 * mouse is over it, keyboard focus is inside it, or the reader prefers reduced motion. The region
 * holds a `[data-motion-pause]` checkbox (MotionToggle) and a `[data-motion-surface]`, the part
 * that moves; `data-motion` on the region says `running` or `paused`, for styles and tests.
 */
export const controlMotion = (region: HTMLElement, onChange: (running: boolean) => void) => {
  const pause = region.querySelector<HTMLInputElement>('[data-motion-pause]');
  const surface = region.querySelector<HTMLElement>('[data-motion-surface]') ?? region;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const reasons = { hovered: false, focused: false, held: false };
  let running: boolean | null = null;

  const update = () => {
    const next = !pause?.checked && !reasons.hovered && !reasons.focused && !reasons.held && !reduced.matches;
    if (next === running) return;
    running = next;
    region.dataset.motion = next ? 'running' : 'paused';
    onChange(next);
  };
  const set = (reason: keyof typeof reasons, value: boolean) => {
    reasons[reason] = value;
    update();
  };

  surface.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && set('hovered', true));
  surface.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && set('hovered', false));
  surface.addEventListener('focusin', () => set('focused', true));
  surface.addEventListener('focusout', (e) => {
    if (!(e.relatedTarget instanceof Node && surface.contains(e.relatedTarget))) set('focused', false);
  });
  region.addEventListener(HOLD_MOTION_EVENT, () => set('held', true));
  pause?.addEventListener('change', update);
  reduced.addEventListener('change', update);
  update();
};
