import { Hono } from 'hono';
import { changePasswordRequestSchema, forgotByEmailRequestSchema, forgotByPhoneRequestSchema } from '../../contract/accounts.ts';
import type { AppEnv } from '../context.ts';
import { ok, readForm } from '../lib/http.ts';
import { requireRealAccount, requireSession } from '../middleware/auth.ts';
import { consolidated } from '../services/consolidated.ts';
import { readEncrypted } from '../services/crypto.ts';
import { memberInfo } from '../services/member-info.ts';
import { changePassword } from '../services/password-change.ts';
import { forgotByEmail, forgotByPhone } from '../services/password-reset.ts';

export const memberRoutes = () =>
  new Hono<AppEnv>()
    .get('/info', requireSession, async (c) => ok(c, await memberInfo(c.var.platform, c.var.member.memberId)))
    .get('/info/funds/consolidated', requireSession, requireRealAccount, async (c) =>
      ok(c, await consolidated(c.var.platform, c.var.member.memberId)),
    )
    .post('/password', requireSession, requireRealAccount, async (c) => {
      const request = await readEncrypted(c, changePasswordRequestSchema);
      await changePassword(c.var.platform, c.var.member, request);
      return ok(c, null);
    })
    // The one form-encoded call of the real client (SPEC section 7).
    .post('/password/email', async (c) => {
      const request = await readForm(c, forgotByEmailRequestSchema);
      await forgotByEmail(c.var.platform, request, { ip: c.var.ip, lang: c.var.lang });
      return ok(c, null);
    })
    .post('/password/verification', async (c) => {
      const request = await readEncrypted(c, forgotByPhoneRequestSchema);
      await forgotByPhone(c.var.platform, request);
      return ok(c, null);
    });
