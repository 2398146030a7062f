import { z } from 'zod';
import { hasControlCharacter } from './control-characters.ts';

/** Text an operator types (a name, a reason): trimmed, bounded, with no control character. */
export const operatorText = (max: number) =>
  z
    .string()
    .trim()
    .min(3)
    .max(max)
    .refine((text) => !hasControlCharacter(text), 'control_character');

/** A title an operator writes for members to read (a message, an event, a mission): one line, 1 to `max` characters. */
export const operatorTitle = (max = 120) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !hasControlCharacter(text), 'control_character');

/** An amount as an operator types it: digits, with at most two decimals (`50`, `12.5`, `1000.00`). */
export const operatorAmount = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,11}(\.\d{1,2})?$/, 'an amount with at most two decimals');
