import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { FolderLocked } from '../db/folder-lock.ts';
import { PlatformError } from '../core/errors.ts';
import { errorMessage } from '../core/i18n.ts';
import { readOperatorToken } from '../operator/token.ts';
import { findCommand, UsageError, type Command } from './commands.ts';
import { commandUsage, helpText } from './help.ts';
import { OperatorFailure, OperatorUnreachable, operatorUrl, remoteOperations } from './remote.ts';

/** Where a run reads its settings and writes its output: the process's own, or a test's. */
export interface CliIo {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(text: string): void;
}

/** `npm run platform -- <command>`: see help.ts. Returns the exit status. */
export const runPlatformCli = async (argv: readonly string[], io: CliIo): Promise<number> => {
  let command: Command | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        until: { type: 'string' },
        message: { type: 'string' },
        channel: { type: 'string' },
        limit: { type: 'string' },
        type: { type: 'string' },
        from: { type: 'string' },
        off: { type: 'boolean' },
        reason: { type: 'string' },
        by: { type: 'string' },
        debit: { type: 'boolean' },
        min: { type: 'string' },
        max: { type: 'string' },
        daily: { type: 'string' },
        enabled: { type: 'boolean' },
        disabled: { type: 'boolean' },
        clabe: { type: 'string' },
        hours: { type: 'string' },
        status: { type: 'string' },
        fee: { type: 'string' },
        minutes: { type: 'string' },
        'title-es': { type: 'string' },
        'title-en': { type: 'string' },
        es: { type: 'string' },
        en: { type: 'string' },
        budget: { type: 'string' },
        reward: { type: 'string' },
        'min-deposit': { type: 'string' },
        kind: { type: 'string' },
        period: { type: 'string' },
        target: { type: 'string' },
        category: { type: 'string' },
        'text-es': { type: 'string' },
        'text-en': { type: 'string' },
        percent: { type: 'string' },
        cap: { type: 'string' },
        turnover: { type: 'string' },
        earn: { type: 'string' },
        'convert-points': { type: 'string' },
        'convert-amount': { type: 'string' },
        delay: { type: 'string' },
        'name-es': { type: 'string' },
        'name-en': { type: 'string' },
        points: { type: 'string' },
        stock: { type: 'string' },
        requirement: { type: 'string' },
        cash: { type: 'string' },
        remark: { type: 'string' },
        account: { type: 'string' },
        terms: { type: 'string' },
        issuer: { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        name: { type: 'string' },
        'redirect-uri': { type: 'string' },
        image: { type: 'string' },
        launch: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help || !positionals.length || positionals[0] === 'help') {
      io.out(helpText());
      return 0;
    }
    const found = findCommand(positionals);
    if (!found) throw new UsageError(`Unknown command "${positionals.join(' ')}". Run "npm run platform -- help".`);
    command = found.command;
    const { json, help: _, ...options } = values;
    const extra = Object.keys(options).filter((o) => !(command!.options as readonly string[]).includes(o));
    if (extra.length) throw new UsageError(`"${command.words.join(' ')}" takes no --${extra.join(', --')}`);
    if (found.args.length !== command.args.length) throw new UsageError(`Expected ${command.args.join(' ') || 'no arguments'}`);
    const input = command.parse(found.args, options);
    const result = await execute(command, input, io);
    io.out(`${json ? JSON.stringify(result, null, 2) : command.render(result)}\n`);
    return 0;
  } catch (err) {
    return report(err, command, io);
  }
};

/** Through the running server when there is one; otherwise straight on the database. */
const execute = async (command: Command, input: unknown, io: CliIo) => {
  const env = loadEnv(io.env);
  // A restore must find no server on the database; the folder's lock makes sure of it.
  if (command.offline) return command.offline(env, input);
  const url = operatorUrl(env);
  try {
    return await command.run(remoteOperations(url, readOperatorToken(env)), input);
  } catch (err) {
    if (!(err instanceof OperatorUnreachable)) throw err;
  }
  // Loaded only here: the whole platform is needed to open the database, and nothing else is.
  const [{ bootPlatform }, { localOperations }] = await Promise.all([import('../boot.ts'), import('../operator/operations.ts')]);
  let booted;
  try {
    booted = await bootPlatform(env);
  } catch (err) {
    // A server holds the folder, yet its operator API did not answer.
    if (err instanceof FolderLocked) throw new Error(`${err.message} If it is a server, check OPERATOR_HOST and OPERATOR_PORT against it.`, { cause: err });
    throw err;
  }
  io.err(`No server answers at ${url}; working on the database directly (${env.DATABASE_URL}).\n`);
  try {
    return await command.run(localOperations(booted.platform), input);
  } finally {
    await booted.close();
  }
};

const report = (err: unknown, command: Command | undefined, io: CliIo): number => {
  if (err instanceof UsageError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))) {
    io.err(`error: ${err.message}\n${command ? `usage: ${commandUsage(command)}\n` : ''}`);
    return 2;
  }
  const failure =
    err instanceof OperatorFailure ? err : err instanceof PlatformError ? new OperatorFailure(err.code, errorMessage(err.code, 'EN'), err.value) : null;
  if (failure) {
    const fields = (failure.value as { fields?: Record<string, string[]> } | null)?.fields;
    const detail = fields
      ? ` (${Object.entries(fields)
          .map(([f, codes]) => `${f}: ${codes.join(', ')}`)
          .join('; ')})`
      : '';
    io.err(`error: ${failure.message}${detail} [${failure.code}]\n`);
    if (failure.code === 'operator.unauthorized') {
      io.err("Set OPERATOR_TOKEN to the server's token, or run from the folder whose data/operator-token the server wrote.\n");
    }
    return 1;
  }
  io.err(`error: ${err instanceof Error ? err.message : String(err)}\n`);
  return 1;
};
