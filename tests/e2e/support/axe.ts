import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA, as ARCHITECTURE.md asks of every page and modal. Legacy mode runs axe in the page
 * and its frames, all of this origin, without the blank page the default mode opens to merge
 * results: the same rules, for half the time.
 */
export const expectAccessible = async (page: Page) => {
  // axe judges a control's target size by what covers it at that moment: one scrolled beneath the
  // sticky header would count as too small. It judges the page as first shown, from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
};
