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

/**
 * A carousel as its markup carries it for the script: the root's `data-carousel` (`loop` or
 * empty), `data-motion-kind`, `data-speed` and `data-delay`; the row's `data-per-view` and
 * `data-gap`, which its styles read too. Attributes rather than JSON: a page has several carousels.
 */
export type CarouselAttributes = Readonly<Record<string, string | undefined>>;

/** The root's attributes of a carousel that can move, besides its motion kind; the row's are Carousel.astro's. */
export const carouselAttributes = (config: CarouselConfig): Record<string, string> => ({
  'data-carousel': config.loop ? 'loop' : '',
  ...(config.motion.kind === 'still' ? {} : { 'data-speed': String(config.motion.speed) }),
  ...(config.motion.kind === 'autoplay' ? { 'data-delay': String(config.motion.delay) } : {}),
});

const numberOf = (value: string | undefined) => (value === undefined || value === '' ? NaN : Number(value));

/** Reads a carousel back from its root's and its row's `dataset`; null when they do not make one. */
export const carouselConfigOf = (root: CarouselAttributes, row: CarouselAttributes): CarouselConfig | null => {
  const slidesPerView = numberOf(row.perView);
  const spaceBetween = numberOf(row.gap);
  const speed = numberOf(root.speed);
  const delay = numberOf(root.delay);
  if (root.carousel === undefined || !(slidesPerView > 0) || !(spaceBetween >= 0)) return null;
  const motion: CarouselMotion | null =
    root.motionKind === 'still'
      ? { kind: 'still' }
      : root.motionKind === 'continuous' && speed >= 0
        ? { kind: 'continuous', speed }
        : root.motionKind === 'autoplay' && speed >= 0 && delay >= 0
          ? { kind: 'autoplay', delay, speed }
          : null;
  // The arrows are the server's to draw; the script only binds those it finds.
  return motion && { slidesPerView, spaceBetween, loop: root.carousel === 'loop', motion, arrowsAbove: null };
};

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
