/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import type { SlotSymbol } from '../../modules/play/index.ts';

/*
 * The reel symbols as one inline SVG sprite, drawn with presentation attributes only, so the page
 * policy needs no inline styles and every symbol works offline. Each has its own shape and
 * colour, so symbols are told apart by more than colour.
 */
const DRAWINGS: Record<SlotSymbol, Child> = {
  seven: (
    <>
      <path d="M14 10h38v9L33 56H21l18-37H14z" fill="#d62839" />
      <path d="M14 10h38v9L33 56H21l18-37H14z" fill="none" stroke="#6b0f1a" stroke-width="2.5" />
    </>
  ),
  bar: (
    <>
      <rect x="6" y="20" width="52" height="24" rx="5" fill="#22252e" stroke="#b8860b" stroke-width="3" />
      <text x="32" y="38.5" text-anchor="middle" font-family="Arial,sans-serif" font-size="15" font-weight="700" fill="#ffd166">
        BAR
      </text>
    </>
  ),
  bell: (
    <>
      <path d="M32 8c-11 0-17 9-17 20v11l-6 8h46l-6-8V28c0-11-6-20-17-20z" fill="#e9b116" stroke="#7a5a00" stroke-width="2.5" />
      <circle cx="32" cy="52" r="5" fill="#7a5a00" />
    </>
  ),
  plum: (
    <>
      <path d="M33 14c6-8 14-8 18-6-3 6-10 9-18 6z" fill="#3c8d2f" />
      <circle cx="32" cy="38" r="19" fill="#7b3fa0" stroke="#3e1a55" stroke-width="2.5" />
      <path d="M32 20v36" stroke="#3e1a55" stroke-width="2" opacity=".5" />
    </>
  ),
  lemon: (
    <>
      <ellipse cx="32" cy="34" rx="24" ry="17" fill="#f2d024" stroke="#8a7300" stroke-width="2.5" />
      <path d="M6 34l-3-2M58 34l3-2" stroke="#8a7300" stroke-width="3" stroke-linecap="round" />
    </>
  ),
  cherry: (
    <>
      <path d="M22 40c2-14 8-24 20-30M44 42c-1-12-1-22-2-32" fill="none" stroke="#3c6e1f" stroke-width="3" stroke-linecap="round" />
      <circle cx="20" cy="45" r="12" fill="#c1121f" stroke="#5c0a10" stroke-width="2.5" />
      <circle cx="44" cy="47" r="12" fill="#c1121f" stroke="#5c0a10" stroke-width="2.5" />
    </>
  ),
};

const symbolId = (symbol: SlotSymbol) => `slot-symbol-${symbol}`;

/** The sprite every cell draws from with `<use href="#slot-symbol-…">`; the script swaps the href. */
export const SymbolSprite = () => (
  <svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false" class="sprite">
    {(Object.keys(DRAWINGS) as SlotSymbol[]).map((symbol) => (
      <symbol id={symbolId(symbol)} viewBox="0 0 64 64">
        {DRAWINGS[symbol]}
      </symbol>
    ))}
  </svg>
);

/** One symbol from the sprite; its name is given by the cell around it. */
export const SymbolImage = ({ symbol }: { symbol: SlotSymbol }) => (
  <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <use href={`#${symbolId(symbol)}`} />
  </svg>
);
