/*
 * The lottery page's style sheet, served as /gs/lottery/assets/lottery.css. Colours meet WCAG AA
 * contrast on their backgrounds; focus is always visible; nothing moves.
 */
export const LOTTERY_PAGE_STYLE = String.raw`:root {
  color-scheme: light;
  --ink: #14213d;
  --muted: #4a5568;
  --paper: #ffffff;
  --ground: #f3f5fa;
  --line: #c9d1e1;
  --accent: #0b5cad;
  --accent-ink: #ffffff;
  --won: #1b6e3a;
  --error: #b00020;
  --focus: #c2410c;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--ground); color: var(--ink); }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.75rem 1.5rem; background: var(--paper); border-bottom: 1px solid var(--line); }
.bar h1 { margin: 0; font-size: 1.35rem; flex: 1 1 auto; }
.bar .balance { margin: 0; }
.bar .back { font-weight: 600; }
main { display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); padding: 1.25rem 1.5rem; max-width: 72rem; margin: 0 auto; }
main > h2, main > ul, main > p, .lobby-link, .tickets, .opened { grid-column: 1 / -1; }
section { background: var(--paper); border: 1px solid var(--line); border-radius: 0.5rem; padding: 1rem 1.25rem; }
section h2 { margin-top: 0; font-size: 1.15rem; }
.draw { display: flex; gap: 1rem; align-items: flex-start; }
.draw img { border-radius: 0.5rem; flex: none; }
.draw p { margin: 0.25rem 0; }
#countdown { font-variant-numeric: tabular-nums; font-size: 1.5rem; font-weight: 700; }
#draw-no { font-weight: 600; }
fieldset { border: 1px solid var(--line); border-radius: 0.375rem; margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; }
.choice { display: block; padding: 0.25rem 0; }
.field { margin-bottom: 0.75rem; }
.field label { display: block; font-weight: 600; }
input[type="text"], input:not([type]), input[type="number"] { font: inherit; padding: 0.4rem 0.5rem; border: 1px solid var(--muted); border-radius: 0.25rem; width: 12rem; max-width: 100%; }
input[aria-invalid="true"] { border-color: var(--error); }
.hint { margin: 0.25rem 0 0; color: var(--muted); font-size: 0.9rem; }
.error { margin: 0.25rem 0 0; color: var(--error); }
#form-alert { color: var(--error); }
#form-status { color: var(--won); }
button { font: inherit; font-weight: 600; padding: 0.5rem 1.25rem; border: 0; border-radius: 0.375rem; background: var(--accent); color: var(--accent-ink); cursor: pointer; }
button:disabled { opacity: 0.75; cursor: progress; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--line); white-space: nowrap; }
tr[data-status="won"] td { color: var(--won); font-weight: 600; }
.numbers { font-weight: 700; letter-spacing: 0.15em; }
.scroll { overflow-x: auto; }
.games { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
.card { display: grid; grid-template-columns: auto 1fr; grid-template-rows: auto auto; column-gap: 0.75rem; align-items: center; padding: 0.75rem; background: var(--paper); border: 1px solid var(--line); border-radius: 0.5rem; color: var(--ink); text-decoration: none; }
.card img { grid-row: 1 / 3; border-radius: 0.375rem; }
.card .name { font-weight: 600; }
.card .pace { color: var(--muted); font-size: 0.9rem; }
.card:hover .name { text-decoration: underline; }
.error-page { display: block; max-width: 36rem; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`;
