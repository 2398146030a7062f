import type { HelpEntry } from '../../../contract/content.ts';
import type { Platform } from '../../context.ts';
import { contentSnapshot, textIn } from './content.ts';

/**
 * The help centre (`/help#<tag>`, the footer's help links; CONTRACT.md 4.9): active entries in
 * their order, each in the reader's language or the nearest there is, content sanitised.
 */
export const helpCenter = async (p: Platform, lang: string): Promise<HelpEntry[]> => {
  const { help } = await contentSnapshot(p);
  return help.flatMap((entry) => {
    const text = textIn(entry.texts, lang);
    return text ? [{ tag: entry.tag, title: text.title, content: text.content }] : [];
  });
};
