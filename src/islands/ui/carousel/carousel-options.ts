/**
 * What a carousel does, as its Astro component passes it to the browser (serialisable), and how
 * that becomes Swiper's options. Pure, so the rules are tested without a browser.
 */
export type CarouselMotion =
  | { kind: 'still' }
  /** One slide every `delay` ms, each move taking `speed` ms. */
  | { kind: 'autoplay'; delay: number; speed: number }
  /** A steady crawl (the footer's vendor strip): no pause between moves, linear easing. */
  | { kind: 'continuous'; speed: number };

export interface CarouselConfig {
  slidesPerView: number;
  spaceBetween: number;
  loop: boolean;
  motion: CarouselMotion;
  /** Previous and next buttons appear when there are more slides than this; null: never. */
  arrowsAbove: number | null;
}

/** The subset of Swiper's options the wrapper sets; the wrapper adds the modules. */
export interface SwiperSettings {
  slidesPerView: number;
  spaceBetween: number;
  loop: boolean;
  speed: number;
  autoplay: false | { delay: number; disableOnInteraction: false; waitForTransition: boolean };
  allowTouchMove: boolean;
  watchSlidesProgress: true;
}

const MANUAL_SPEED_MS = 400;

/** Swiper loops only with at least one slide more than it shows at once. */
export const canLoop = (config: CarouselConfig, count: number) => config.loop && count >= Math.ceil(config.slidesPerView) + 1;

/** There is somewhere to move to: more slides than fit in view. */
export const overflows = (config: CarouselConfig, count: number) => count > config.slidesPerView;

export const showsArrows = (config: CarouselConfig, count: number) => config.arrowsAbove !== null && count > config.arrowsAbove && overflows(config, count);

/** Moves by itself, so it needs a pause control (WCAG 2.2.2); never under reduced motion. */
export const movesByItself = (config: CarouselConfig, count: number, reducedMotion: boolean) =>
  config.motion.kind !== 'still' && overflows(config, count) && !reducedMotion;

export const swiperSettingsOf = (config: CarouselConfig, count: number, reducedMotion: boolean): SwiperSettings => {
  const { motion } = config;
  const moving = movesByItself(config, count, reducedMotion);
  const speed = reducedMotion ? 0 : motion.kind === 'still' ? MANUAL_SPEED_MS : motion.speed;
  return {
    slidesPerView: config.slidesPerView,
    spaceBetween: config.spaceBetween,
    loop: canLoop(config, count),
    speed,
    autoplay:
      moving && motion.kind !== 'still'
        ? { delay: motion.kind === 'continuous' ? 0 : motion.delay, disableOnInteraction: false, waitForTransition: true }
        : false,
    // A crawling strip is not dragged: it would fight the crawl.
    allowTouchMove: motion.kind !== 'continuous',
    watchSlidesProgress: true,
  };
};
