import { messageKeyOf } from '../api-client/errors.ts';
import type { Text } from './text.ts';

/**
 * What the reader is told of a failed call: the message of the platform's code (`errors.<code>`,
 * or the message of a limit's window, `errors.<code>.<window>`), the network message, or the one
 * generic message for anything the catalogue has no words for. Never the server's own text.
 */
export const failureText = (t: Text<'errors'>, error: unknown): string => t.or(messageKeyOf(error), 'errors.system.error');
