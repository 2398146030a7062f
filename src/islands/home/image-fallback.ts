import { bindImageFallbacks } from '../ui/image-fallback.ts';

/*
 * Broken game and vendor art shows the generated fallback (SPEC section 8). Every component with
 * such art imports this module; a module runs once, so each image is bound once.
 */
bindImageFallbacks(document);
