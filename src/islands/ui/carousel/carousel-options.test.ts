import { describe, expect, it } from 'vitest';
import { canLoop, carouselAttributes, carouselConfigOf, movesByItself, showsArrows, swiperSettingsOf, type CarouselConfig } from './carousel-options.ts';

const banners: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 0,
  loop: true,
  motion: { kind: 'autoplay', delay: 5000, speed: 1000 },
  arrowsAbove: 1,
};
const hot: CarouselConfig = {
  slidesPerView: 7,
  spaceBetween: 16,
  loop: true,
  motion: { kind: 'autoplay', delay: 1200, speed: 1100 },
  arrowsAbove: 7,
};
const vendors: CarouselConfig = {
  slidesPerView: 10,
  spaceBetween: 20,
  loop: true,
  motion: { kind: 'continuous', speed: 3000 },
  arrowsAbove: null,
};

describe('carousel options', () => {
  it('autoplays banners every 5 s with 1 s moves, looping when there is more than one', () => {
    expect(swiperSettingsOf(banners, 3, false)).toMatchObject({
      slidesPerView: 1,
      loop: true,
      speed: 1000,
      autoplay: { delay: 5000, disableOnInteraction: false },
    });
    expect(canLoop(banners, 1)).toBe(false);
    expect(swiperSettingsOf(banners, 1, false).autoplay).toBe(false);
  });

  it('crawls the footer vendors continuously: no delay, speed 3000, 10 in view with a gap of 20, no dragging', () => {
    expect(swiperSettingsOf(vendors, 16, false)).toEqual({
      slidesPerView: 10,
      spaceBetween: 20,
      loop: true,
      speed: 3000,
      autoplay: { delay: 0, disableOnInteraction: false, waitForTransition: true },
      allowTouchMove: false,
      watchSlidesProgress: true,
    });
  });

  it('loops only with more slides than fit in view', () => {
    expect(canLoop(vendors, 10)).toBe(false);
    expect(canLoop(vendors, 11)).toBe(true);
    expect(canLoop({ ...banners, slidesPerView: 1.8 }, 2)).toBe(false);
    expect(canLoop({ ...banners, slidesPerView: 1.8 }, 3)).toBe(true);
  });

  it('shows arrows above the threshold only', () => {
    expect(showsArrows(hot, 7)).toBe(false);
    expect(showsArrows(hot, 8)).toBe(true);
    expect(showsArrows(vendors, 40)).toBe(false);
  });

  it('never moves by itself under reduced motion, nor when everything fits', () => {
    expect(movesByItself(hot, 20, false)).toBe(true);
    expect(movesByItself(hot, 20, true)).toBe(false);
    expect(movesByItself(hot, 5, false)).toBe(false);
    expect(swiperSettingsOf(hot, 20, true)).toMatchObject({ autoplay: false, speed: 0 });
    expect(swiperSettingsOf(vendors, 20, true)).toMatchObject({ autoplay: false, speed: 0 });
  });
});

describe('carousel attributes', () => {
  const row = (config: CarouselConfig) => ({ perView: String(config.slidesPerView), gap: String(config.spaceBetween) });
  const root = (config: CarouselConfig) => {
    const attributes = { ...carouselAttributes(config), 'data-motion-kind': config.motion.kind };
    return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.slice(5).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), value]));
  };

  it('reads back what the markup carries, but the arrows, which the server draws', () => {
    for (const config of [banners, hot, vendors, { ...hot, loop: false, motion: { kind: 'still' } } satisfies CarouselConfig]) {
      expect(carouselConfigOf(root(config), row(config))).toEqual({ ...config, arrowsAbove: null });
    }
  });

  it('makes nothing of a root that is not a carousel or of settings that do not add up', () => {
    expect(carouselConfigOf({ motionKind: 'autoplay', speed: '1000', delay: '5000' }, row(banners))).toBeNull();
    expect(carouselConfigOf({ carousel: 'loop', motionKind: 'autoplay', speed: '1000' }, row(banners))).toBeNull();
    expect(carouselConfigOf({ carousel: 'loop', motionKind: 'spin', speed: '1000' }, row(banners))).toBeNull();
    expect(carouselConfigOf(root(hot), { perView: '', gap: '16' })).toBeNull();
  });
});
