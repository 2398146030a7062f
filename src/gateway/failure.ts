import { ERROR_STATUS, type ErrorCode } from '../../contract/error-codes.ts';
import type { ShippedLanguage } from '../../contract/languages.ts';
import { translator } from '../i18n/i18n.ts';

/** A refusal in the platform's envelope, with the message in the caller's language. */
export const failureResponse = (code: ErrorCode, lang: ShippedLanguage): Response =>
  Response.json(
    { success: false, errorCode: code, message: translator(lang)(`errors.${code}`), value: null },
    { status: ERROR_STATUS[code], headers: { 'Cache-Control': 'no-store' } },
  );
