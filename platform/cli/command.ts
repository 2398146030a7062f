import { userInfo } from 'node:os';
import { z } from 'zod';
import type { Env } from '../env.ts';
import type { OperatorOperations } from '../operator/operations.ts';

/** The shape of a CLI command, shared by every command group (commands.ts, content-commands.ts). */
export interface CliOptions {
  until?: string | undefined;
  message?: string | undefined;
  channel?: string | undefined;
  limit?: string | undefined;
  type?: string | undefined;
  from?: string | undefined;
  off?: boolean | undefined;
  reason?: string | undefined;
  by?: string | undefined;
  debit?: boolean | undefined;
  min?: string | undefined;
  max?: string | undefined;
  daily?: string | undefined;
  enabled?: boolean | undefined;
  disabled?: boolean | undefined;
  clabe?: string | undefined;
  hours?: string | undefined;
  status?: string | undefined;
  fee?: string | undefined;
  minutes?: string | undefined;
  'title-es'?: string | undefined;
  'title-en'?: string | undefined;
  es?: string | undefined;
  en?: string | undefined;
  budget?: string | undefined;
  reward?: string | undefined;
  'min-deposit'?: string | undefined;
  kind?: string | undefined;
  period?: string | undefined;
  target?: string | undefined;
  category?: string | undefined;
  'text-es'?: string | undefined;
  'text-en'?: string | undefined;
  percent?: string | undefined;
  cap?: string | undefined;
  turnover?: string | undefined;
  earn?: string | undefined;
  'convert-points'?: string | undefined;
  'convert-amount'?: string | undefined;
  delay?: string | undefined;
  'name-es'?: string | undefined;
  'name-en'?: string | undefined;
  points?: string | undefined;
  stock?: string | undefined;
  requirement?: string | undefined;
  cash?: string | undefined;
  remark?: string | undefined;
  account?: string | undefined;
  terms?: string | undefined;
  issuer?: string | undefined;
  'client-id'?: string | undefined;
  'client-secret'?: string | undefined;
  name?: string | undefined;
  'redirect-uri'?: string | undefined;
  image?: string | undefined;
  launch?: string | undefined;
}
export type OptionName = keyof CliOptions;

/** Bad input from the command line: nothing was sent anywhere. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Command {
  words: readonly string[];
  args: readonly string[];
  options: readonly OptionName[];
  summary: string;
  example: string;
  parse(args: readonly string[], options: CliOptions): unknown;
  run(ops: OperatorOperations, input: unknown): Promise<unknown>;
  /** A command that must run with no server on the database (a restore): it never goes through one. */
  offline?(env: Env, input: unknown): Promise<unknown>;
  render(result: unknown): string;
}

interface Definition<I, R> extends Omit<Command, 'args' | 'options' | 'parse' | 'run' | 'offline' | 'render'> {
  args?: readonly string[];
  options?: readonly OptionName[];
  parse?(args: readonly string[], options: CliOptions): I;
  run(ops: OperatorOperations, input: I): Promise<R>;
  offline?(env: Env, input: I): Promise<R>;
  render(result: R): string;
}

export const define = <I, R>(d: Definition<I, R>): Command => ({
  args: [],
  options: [],
  parse: () => undefined,
  ...d,
});

export const valid = <S extends z.ZodType>(schema: S, value: unknown): z.infer<S> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(z.prettifyError(result.error));
  return result.data;
};

/** Who runs the CLI, when --by does not say: the login name of this machine's user. */
export const operatorName = (): string => {
  try {
    return userInfo().username;
  } catch {
    return 'operator';
  }
};
