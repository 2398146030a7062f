import type { APIRoute } from 'astro';
import { DEPOSIT_METHODS, depositTaskSchema, RECEIPT_MAX_BYTES } from '../../../contract/deposits.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { isErrorCode } from '../../../contract/error-codes.ts';
import { safeLocalPath } from '../../../contract/local-path.ts';
import { DEPOSIT_FIELDS, depositHref, limitParams } from '../../components/member/deposit-view.ts';
import { sendPlatform } from '../../gateway/platform-post.ts';
import { serverEnv } from '../../gateway/server-env.ts';
import { sessionTokenOf } from '../../gateway/session-cookie.ts';
import { isSameOrigin } from '../../lib/same-origin.ts';

/**
 * The deposit form's endpoint (`/member#deposit` posts here): it turns the browser's form into the
 * contract's JSON call (`MCSFE_createDepositTask`, the receipt as base64) with the member's
 * session, then sends the browser back: to the request's payment instructions, to the payment
 * provider's page for a card, or to the form with the problem. So the form works with no script.
 */
export const prerender = false;

/** The largest form this takes: a receipt of 5 MB and the few fields beside it. */
const MAX_FORM_BYTES = RECEIPT_MAX_BYTES + 64 * 1024;

/** The body, or undefined past `maxBytes` (the rest is never pulled). */
const readWithin = async (request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
};

/** The problem a refusal shows: a field of the form, else the platform's code. */
const problemOf = (errorCode: string | null, value: unknown): string => {
  const fields = (value as { fields?: Record<string, unknown> } | null | undefined)?.fields ?? {};
  const field = DEPOSIT_FIELDS.find((f) => f in fields);
  if (field) return field;
  return isErrorCode(errorCode) ? errorCode : 'system.error';
};

export const POST: APIRoute = async ({ request, locals, redirect }) => {
  // Astro's origin check covers form posts too; the platform call below must come from this site's page.
  if (!isSameOrigin(request.headers.get('origin'), request.url)) return new Response(null, { status: 403 });
  const token = sessionTokenOf(request.headers.get('cookie'), serverEnv().secureCookies);
  if (!token) return redirect('/login', 303);

  const bytes = await readWithin(request, MAX_FORM_BYTES);
  const form = bytes
    ? await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData().catch(() => null)
    : null;
  const method = DEPOSIT_METHODS.find((m) => m === form?.get('method'));
  const amount = form ? text(form, 'amount') : '';
  const back = (depError: string, extra: Record<string, string> = {}) =>
    redirect(depositHref({ method, filter: {} }, { depError, ...(/^\d{1,13}(\.\d{0,2})?$/.test(amount) ? { depAmount: amount } : {}), ...extra }), 303);
  if (!bytes) return back('receipt');
  if (!form || !method) return back('request_param_err');

  const file = form.get('receipt');
  const receipt = file instanceof File && file.size > 0 ? file : null;
  if (receipt && receipt.size > RECEIPT_MAX_BYTES) return back('receipt');
  const body = {
    requestId: text(form, 'requestId'),
    method,
    amount,
    timeZone: text(form, 'timeZone') || undefined,
    ...(receipt ? { receipt: Buffer.from(await receipt.arrayBuffer()).toString('base64') } : {}),
  };
  const done = await sendPlatform(ENDPOINTS.createDepositTask, body, depositTaskSchema, { clientIp: locals.clientIp, lang: locals.lang, token });
  if (done.ok) {
    const { checkoutUrl, id } = done.value;
    // The provider's page is on this site (embedded) or a path the platform gave; nothing else is followed.
    if (checkoutUrl) return redirect(safeLocalPath(checkoutUrl), 303);
    return redirect(depositHref({ method, filter: {} }, { depTask: id }), 303);
  }
  if (done.status === 401) return redirect('/login', 303);
  // The member's own deposit limit: what is left of it and when it starts again go back with the problem.
  return back(problemOf(done.errorCode, done.value), done.errorCode === 'rg.deposit.limit' ? limitParams(done.value) : {});
};
