import { isShippedLanguage } from '../../../contract/languages.ts';
import { $handoffQr, watchHandoffQr, type HandoffQr } from './app-handoff.ts';

/*
 * The iOS app QR code of a logged-in member, in each app panel of the page (AppDownload.astro).
 * The server writes the figure with its words; this keeps a fresh single-use code in it only
 * while the panel shows it, without a framework: the header of every member page stays light.
 */

const part = <T extends HTMLElement>(figure: HTMLElement, name: string) => figure.querySelector<T>(`[data-handoff-${name}]`)!;

/** Shows a state in one figure: the code and its link when ready, else the words of the wait or the failure. */
const show = (figure: HTMLElement, state: HandoffQr) => {
  const ready = state.kind === 'ready';
  const image = part<HTMLImageElement>(figure, 'image');
  const link = part<HTMLAnchorElement>(figure, 'link');
  figure.setAttribute('aria-busy', String(state.kind === 'loading' || state.kind === 'idle'));
  image.hidden = !ready;
  part(figure, 'empty').hidden = ready;
  link.hidden = !ready;
  part(figure, 'platform').hidden = ready;
  if (ready) {
    image.src = state.image;
    link.href = state.link;
    return;
  }
  part(figure, 'status').textContent = (state.kind === 'failed' ? figure.dataset.failedText : figure.dataset.loadingText) ?? '';
  part(figure, 'retry').hidden = state.kind !== 'failed';
};

/** Renews the code while the figure is on screen, and stops when its panel closes. */
const bind = (figure: HTMLElement) => {
  const base = figure.dataset.base;
  const lang = figure.dataset.lang;
  if (!base || !isShippedLanguage(lang)) return;
  let stop: (() => void) | undefined;
  const watch = () => {
    stop?.();
    stop = watchHandoffQr(base, lang);
  };
  new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting) watch();
    else {
      stop?.();
      stop = undefined;
    }
  }).observe(figure);
  part(figure, 'retry').addEventListener('click', watch);
};

export const bindHandoffQrs = () => {
  const figures = [...document.querySelectorAll<HTMLElement>('[data-handoff-qr]')];
  if (!figures.length) return;
  figures.forEach(bind);
  $handoffQr.subscribe((state) => figures.forEach((figure) => show(figure, state)));
};
