import { isErrorCode } from '../../contract/error-codes.ts';
import { refusalMessageKey } from '../../contract/refusal-window.ts';

/*
 * The client's closed set of failures (STYLE.md rule 9). Each names the translation key of what
 * the user is told; raw server text is never shown.
 */

/** The request never got an answer: offline, DNS, reset, time-out. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly messageKey = 'errors.network';
}

/** An answer that is not the platform's envelope, or an envelope whose value breaks the contract. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly messageKey = 'errors.system.error';
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

/** The platform refused the call with a stable code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly messageKey: string;
  constructor(
    readonly errorCode: string,
    readonly status: number,
    /** The refusal's `value`, e.g. field errors or `{ captcha: true }`. */
    readonly value: unknown = null,
  ) {
    super(errorCode);
    // A code this client does not know yet still reads as a translated, generic failure; a limit's
    // refusal reads as the message of its window.
    this.messageKey = isErrorCode(errorCode) ? refusalMessageKey(errorCode, value) : 'errors.system.error';
  }
}

/** The translation key to show for any failure, known or not. */
export const messageKeyOf = (error: unknown): string =>
  error instanceof NetworkError || error instanceof HttpError || error instanceof ApiError ? error.messageKey : 'errors.system.error';
