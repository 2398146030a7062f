import { runPlatformCli } from '../cli/run.ts';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run platform -- …` as an operator types it, run in this process with only the settings
 * given. platform/cli/main.test.ts proves the same command line as a process of its own.
 */
export const runCli = async (args: readonly string[], env: Record<string, string | undefined>): Promise<CliRun> => {
  let stdout = '';
  let stderr = '';
  const code = await runPlatformCli(args, {
    env: { NODE_ENV: 'test', ...env },
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
};
