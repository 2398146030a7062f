import { HOLD_MOTION_EVENT } from '../ui/carousel/motion-control.ts';

/**
 * A banner video's player is framed only when the reader asks for it: until then the page makes
 * no request to the video site. The server already checked the link against the allowed hosts
 * and built the player address; a link that failed that check logs why and plays nothing.
 */
const play = (box: HTMLElement) => {
  const embed = box.dataset.embed;
  if (!embed) {
    console.error(`Banner video not played, the link is not from an allowed video site (${box.dataset.videoError ?? 'unknown'})`);
    return;
  }
  const frame = document.createElement('iframe');
  frame.src = embed;
  frame.title = box.dataset.frameTitle ?? '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  box.replaceChildren(frame);
  frame.focus();
  // A carousel must not slide a playing video away.
  box.dispatchEvent(new Event(HOLD_MOTION_EVENT, { bubbles: true }));
};

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-video-play]') : null;
  const box = button?.closest<HTMLElement>('[data-banner-video]');
  if (box) play(box);
});
