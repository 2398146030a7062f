/*
 * The game page's stylesheet, served from /gs/assets under its content hash. Colours keep text at
 * 4.5:1 or more on its background (WCAG 2.2 AA); the only motion is a short landing of the reels,
 * once per spin, and none at all under prefers-reduced-motion.
 */
export const SLOT_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:dark}
body{margin:0;min-height:100vh;background:#10131a;color:#f2f4f8;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.slot{max-width:760px;margin:0 auto;padding:12px 20px 24px;display:grid;gap:12px}
.slot-head{display:flex;gap:16px;align-items:center}
.slot-head img{width:72px;height:72px;border-radius:12px;background:#1d2230;flex:none}
.slot-head h1{margin:0;font-size:1.5rem;line-height:1.2}
.slot-head p{margin:4px 0 0;color:#c3c9d6}
.mode{display:inline-block;margin-left:8px;padding:0 8px;border:1px solid #ffd166;border-radius:999px;color:#ffd166;font-size:.875rem}
.stats{margin:0}
.stats dl{margin:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(124px,1fr));gap:8px}
.stats dl>div{background:#1a1f2b;border-radius:10px;padding:8px 12px}
.stats dt{font-size:.8125rem;color:#c3c9d6}
.stats dd{margin:0;font-size:1.125rem;font-weight:600;font-variant-numeric:tabular-nums}
.machine{position:relative;background:#1a1f2b;border:2px solid #3a4258;border-radius:16px;padding:16px}
.machine h2{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;margin:0}
.reels{display:grid;grid-template-columns:repeat(3,minmax(0,96px));justify-content:center;gap:12px}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px;background:#f6f1e3;border-radius:10px;padding:6px;overflow:hidden}
.cell{display:flex;align-items:center;justify-content:center;aspect-ratio:1/1;border-radius:8px}
.cell svg{width:72%;height:72%}
.cell:nth-child(1),.cell:nth-child(3){opacity:.55}
.cell:nth-child(2){outline:3px solid #b8860b;outline-offset:-3px;background:#fffaf0}
.reels.is-win .cell:nth-child(2){outline-color:#1f7a3a;background:#e3f6e8}
.payline-note{margin:10px 0 0;color:#c3c9d6;font-size:.875rem}
.result{margin:0;min-height:3em;font-size:1.125rem;font-weight:600}
.problem{margin:0;padding:8px 12px;border-radius:8px;background:#3d1518;color:#ffd7d9}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:end}
.controls label{display:grid;gap:4px;font-weight:600}
select,button{font:inherit;border-radius:10px;min-height:48px}
select{padding:8px 12px;background:#0c0f15;color:#f2f4f8;border:2px solid #8791a8}
button{padding:8px 32px;border:0;background:#ffd166;color:#1a1405;font-weight:700;cursor:pointer}
button[aria-disabled="true"]{background:#a8914f;color:#10131a;cursor:progress}
select:disabled{opacity:.7}
:focus-visible{outline:3px solid #7cc4ff;outline-offset:3px}
.paytable summary{cursor:pointer;font-weight:600}
.paytable table{border-collapse:collapse;margin-top:8px;min-width:260px}
.paytable th,.paytable td{text-align:left;padding:4px 16px 4px 0;border-bottom:1px solid #2c3345}
.paytable td:last-child{font-variant-numeric:tabular-nums}
.paytable p{color:#c3c9d6;margin:8px 0 0}
.error-page{max-width:560px;margin:10vh auto;padding:24px;text-align:center}
@media (min-width:720px){.slot{max-width:980px;grid-template-columns:minmax(0,1fr) minmax(240px,300px);grid-template-areas:"head head" "machine stats" "machine result" "machine problem" "machine controls" "pay pay";align-items:start}.slot-head{grid-area:head}.stats{grid-area:stats}.machine{grid-area:machine}.result{grid-area:result}.problem{grid-area:problem}.controls{grid-area:controls}.paytable{grid-area:pay}.stats dl{grid-template-columns:1fr 1fr}.reels{grid-template-columns:repeat(3,minmax(0,112px))}}
.error-page a{color:#7cc4ff}
@keyframes land{from{transform:translateY(-40%)}to{transform:none}}
.reel.landed .cell{animation:land 240ms ease-out 1 both}
.reel:nth-child(2).landed .cell{animation-delay:70ms}
.reel:nth-child(3).landed .cell{animation-delay:140ms}
@media (prefers-reduced-motion:reduce){.reel.landed .cell{animation:none}}
@media (forced-colors:active){.cell:nth-child(2){outline-color:Highlight}}
`;
