/** @jsxImportSource hono/jsx */
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { slotWords } from './words.ts';

/**
 * The reality check both game pages carry, closed until the platform says one is due: the time
 * played and the session's net result (written by the script), a link to the account record, and
 * the two ways on, continue or leave. Links open in the site's own window, around the game.
 */
export const RealityDialog = ({ lang }: { lang: ShippedLanguage }) => {
  const t = slotWords(lang);
  return (
    <dialog id="reality" class="reality" aria-labelledby="reality-title" aria-describedby="reality-body">
      <h2 id="reality-title">{t('reality.title')}</h2>
      <p id="reality-body" data-testid="reality-body" />
      <p>
        <a href="/member#accountRecord" target="_top">
          {t('reality.record')}
        </a>
      </p>
      <div class="reality-actions">
        <button type="button" id="reality-continue">
          {t('reality.continue')}
        </button>
        <a class="reality-leave" href="/" target="_top">
          {t('reality.leave')}
        </a>
      </div>
    </dialog>
  );
};
