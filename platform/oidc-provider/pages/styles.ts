import { createHash } from 'node:crypto';

/*
 * The authorisation page's one stylesheet, served under its content hash from /oidc-provider/assets.
 * A light page with text at 4.5:1 or more on its background (WCAG 2.2 AA), a visible focus ring
 * and no motion. It needs no script.
 */
const CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef1f6;color:#1b2230;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.authorize{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 8px 28px rgb(27 34 48 / 12%);display:grid;gap:1rem}
.brand{margin:0;color:#4a5468;font-size:.875rem;font-weight:600}
h1{margin:0;font-size:1.5rem}
p{margin:0}
form{display:grid;gap:1rem}
.field{display:grid;gap:.25rem}
label{font-weight:600}
input{font:inherit;padding:.625rem .75rem;border:1px solid #6b768c;border-radius:8px;color:#1b2230;background:#fff}
input[aria-invalid=true]{border-color:#b3261e}
.hint{color:#4a5468;font-size:.875rem}
.error{color:#b3261e;font-size:.875rem;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
button[value=allow]{background:#1d4ed8;color:#fff}
button[value=deny]{background:#fff;color:#1d4ed8}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #1b2230;outline-offset:2px}
`;

export const STYLESHEET = {
  name: `authorize.${createHash('sha256').update(CSS).digest('hex').slice(0, 12)}.css`,
  body: CSS,
};
