/**
 * Where the set-password command gets the password: typed twice at a hidden terminal prompt, or,
 * when standard input is not a terminal (a script, a pipe), its first line, asked once.
 */
import { createInterface } from 'node:readline';
import { createHiddenPrompt } from './read-hidden';

/** The password, or why none was taken. */
export type PasswordAnswer = { password: string } | { refused: string };

/** The first line of piped standard input (without its line ending), or undefined when it is empty. */
async function firstLineOfStdin(): Promise<string | undefined> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return undefined;
  } finally {
    lines.close();
  }
}

/** Read a new password; `problemOf` (the password rules) is asked before the repeat prompt. */
export async function readNewPassword(
  username: string,
  problemOf: (password: string) => string | undefined,
): Promise<PasswordAnswer> {
  if (!process.stdin.isTTY) {
    const password = await firstLineOfStdin();
    if (!password) return { refused: 'No password on standard input.' };
    const problem = problemOf(password);
    return problem ? { refused: problem } : { password };
  }
  const prompt = createHiddenPrompt();
  try {
    const password = await prompt.ask(`New password for "${username}": `);
    const problem = problemOf(password);
    if (problem) return { refused: problem };
    if ((await prompt.ask('Repeat the new password: ')) !== password)
      return { refused: 'The passwords do not match.' };
    return { password };
  } finally {
    prompt.close();
  }
}
