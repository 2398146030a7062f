import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorCode } from '../../contract/error-codes.ts';

/** The one error type of the platform: a stable code, its fixed status, and an optional value. */
export class PlatformError extends Error {
  readonly code: ErrorCode;
  readonly value: unknown;

  constructor(code: ErrorCode, value?: unknown, detail?: string) {
    super(detail ?? code);
    this.name = 'PlatformError';
    this.code = code;
    this.value = value;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export const fail = (code: ErrorCode, value?: unknown, detail?: string): never => {
  throw new PlatformError(code, value, detail);
};
