/** Asks for lines on the terminal without echoing them (for passwords). */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export interface HiddenPrompt {
  ask(prompt: string): Promise<string>;
  close(): void;
}

export function createHiddenPrompt(): HiddenPrompt {
  let muted = false;
  // readline echoes what is typed through its output; this output drops it while muted.
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  rl.on('SIGINT', () => {
    process.stdout.write('\nCancelled.\n');
    process.exit(130);
  });
  // One iterator for every question: it buffers lines that arrive early (piped input).
  const lines = rl[Symbol.asyncIterator]();

  return {
    async ask(prompt) {
      process.stdout.write(prompt);
      muted = true;
      const { value, done } = await lines.next();
      muted = false;
      process.stdout.write('\n');
      if (done) throw new Error('No input.');
      return value as string;
    },
    close: () => rl.close(),
  };
}
