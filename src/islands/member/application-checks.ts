/*
 * The checks an application to a promotion makes before sending: how many screenshots, their type
 * and size, and the comment's length, against the limits the page was written with. The platform
 * checks everything again; these only spare a round trip and say what is wrong.
 */

export type ApplicationProblem = 'count' | 'type' | 'size' | 'comment';

export interface ApplicationLimits {
  count: number;
  /** Megabytes per image. */
  size: number;
  /** Characters of the comment. */
  max: number;
}

const TYPES = ['image/png', 'image/jpeg'];

/** The first problem of the application, or null when it may be sent. */
export const checkApplication = (files: readonly { size: number; type: string }[], comment: string, limits: ApplicationLimits): ApplicationProblem | null => {
  if (files.length === 0 || files.length > limits.count) return 'count';
  if (files.some((file) => !TYPES.includes(file.type))) return 'type';
  if (files.some((file) => file.size > limits.size * 1024 * 1024)) return 'size';
  return comment.trim().length > limits.max ? 'comment' : null;
};
