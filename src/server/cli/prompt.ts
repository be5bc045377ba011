// Terminal prompts for the CLI. One readline interface for all questions, so
// nothing typed ahead is lost between them; hidden answers are read with the
// echo switched off, so a password never appears on screen.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

export class PromptCancelled extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'PromptCancelled';
  }
}

export function createPrompter() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const cancel = new AbortController();
  rl.on('SIGINT', () => cancel.abort());

  async function question(text: string): Promise<string> {
    try {
      return await rl.question(text, { signal: cancel.signal });
    } catch (error) {
      if (cancel.signal.aborted) throw new PromptCancelled();
      throw error;
    }
  }

  return {
    ask: async (text: string) => (await question(text)).trim(),
    async askHidden(text: string) {
      process.stdout.write(text);
      muted = true;
      try {
        return await question('');
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}
