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
