import { Swiper } from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import { carouselConfigOf, swiperSettingsOf } from './carousel-options.ts';
import { controlMotion } from './motion-control.ts';

/*
 * The only module that imports Swiper (STYLE.md rule 19); Carousel.astro loads it on demand. It
 * turns the server-rendered row of slides into a carousel: arrows, autoplay that stops whenever
 * controlMotion says so, and keyboard focus that brings its slide into view.
 */

/** Where a crawl stopped mid-move, so it can finish that move at the same pace later. */
const freeze = (swiper: Swiper) => {
  const x = new DOMMatrixReadOnly(getComputedStyle(swiper.wrapperEl).transform).m41;
  swiper.setTransition(0);
  swiper.setTranslate(x);
};

const resumeCrawl = (swiper: Swiper, speed: number) => {
  const target = -(swiper.snapGrid[swiper.snapIndex] ?? 0);
  const step = Math.abs((swiper.snapGrid[1] ?? swiper.width) - (swiper.snapGrid[0] ?? 0)) || swiper.width;
  const left = Math.min(1, Math.abs(target - swiper.translate) / step);
  if (left < 0.01) {
    swiper.autoplay.start();
    return;
  }
  swiper.once('transitionEnd', () => swiper.autoplay.start());
  swiper.slideTo(swiper.activeIndex, Math.round(speed * left));
};

const bindArrows = (root: HTMLElement, swiper: Swiper) => {
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const sync = () => {
    prev?.setAttribute('aria-disabled', String(!swiper.params.loop && swiper.isBeginning));
    next?.setAttribute('aria-disabled', String(!swiper.params.loop && swiper.isEnd));
  };
  prev?.addEventListener('click', () => swiper.slidePrev());
  next?.addEventListener('click', () => swiper.slideNext());
  swiper.on('slideChange', sync);
  sync();
};

/** A focused element in a slide out of view brings that slide in, as Swiper's own a11y module would. */
const followFocus = (swiper: Swiper) => {
  swiper.el.addEventListener('focusin', (event) => {
    const slide = (event.target as Element).closest('.swiper-slide');
    // The browser scrolled the clipped container to show the focus; Swiper moves by transform.
    swiper.el.scrollLeft = 0;
    if (!slide || slide.classList.contains('swiper-slide-fully-visible')) return;
    const index = swiper.slides.indexOf(slide as HTMLElement);
    if (index >= 0) swiper.slideTo(index, 0);
  });
};

export const mountCarousel = (root: HTMLElement) => {
  const container = root.querySelector<HTMLElement>('.swiper');
  const config = container && carouselConfigOf(root.dataset, container.dataset);
  if (!config || !container) return;
  const count = container.querySelectorAll('.swiper-slide').length;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const settings = swiperSettingsOf(config, count, reduced);
  const swiper = new Swiper(container, {
    ...settings,
    modules: [Autoplay],
    // controlMotion starts and stops it; Swiper must not start on its own.
    autoplay: settings.autoplay ? { ...settings.autoplay, enabled: false } : false,
  });
  bindArrows(root, swiper);
  followFocus(swiper);
  if (!settings.autoplay) return;
  const wrapper = swiper.wrapperEl;
  controlMotion(root, (running) => {
    // Moving content is announced only once it holds still (WAI-ARIA carousel pattern).
    wrapper.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running) {
      if (config.motion.kind === 'continuous') resumeCrawl(swiper, settings.speed);
      else swiper.autoplay.start();
    } else {
      swiper.autoplay.stop();
      if (config.motion.kind === 'continuous') freeze(swiper);
    }
  });
};
