import { constants } from 'node:fs';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../testing/test-app';
import { GroupCommit } from './group-commit';

/** Every file system call the group commit makes, in order: `open a.json.tmp`, `sync dir`... */
const calls: string[] = [];

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    open: async (path: string, flags: string | number) => {
      const handle = await fs.open(path, flags);
      const what = flags === 'r' ? `dir ${basename(path)}` : basename(path);
      // O_DSYNC: each write returns once its data is on disk.
      const dsync = typeof flags === 'number' && (flags & constants.O_DSYNC) !== 0;
      calls.push(`open ${what}${dsync ? ' O_DSYNC' : ''}`);
      return {
        writeFile: async (text: string) => (calls.push(`write ${what}`), handle.writeFile(text)),
        sync: async () => (calls.push(`sync ${what}`), handle.sync()),
        close: async () => (calls.push(`close ${what}`), handle.close()),
      };
    },
    rename: async (from: string, to: string) => (
      calls.push(`rename ${basename(from)} ${basename(to)}`),
      fs.rename(from, to)
    ),
  };
});

beforeEach(() => {
  calls.length = 0;
});

describe('GroupCommit', () => {
  it('writes the temp file durably (O_DSYNC) before the rename and fsyncs the folder after it, then settles', async () => {
    const dir = join(await makeTempDir('lhe-commit-'), 'store');
    await mkdir(dir);
    const commit = new GroupCommit();
    await commit.replace(join(dir, 'a.json'), () => '[1]').then(() => calls.push('settled'));
    expect(calls).toEqual([
      'open .a.json.tmp O_DSYNC',
      'write .a.json.tmp',
      'close .a.json.tmp',
      'rename .a.json.tmp a.json',
      'open dir store',
      'sync dir store',
      'settled',
    ]);
    await commit.close(); // the folder stays open between batches
    expect(calls.at(-1)).toBe('close dir store');
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe('[1]');
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('sends the writes that arrive during a batch together in the next one, each file once', async () => {
    const dir = join(await makeTempDir('lhe-commit-'), 'store');
    await mkdir(dir);
    const commit = new GroupCommit();
    let state = 0;
    const first = commit.replace(join(dir, 'a.json'), () => `${state}`);
    await new Promise((resolve) => setImmediate(resolve)); // the first batch has started
    const later = Array.from({ length: 10 }, (_, i) => {
      state = i + 1;
      return commit.replace(join(dir, i % 2 ? 'a.json' : 'b.json'), () => `${state}`);
    });
    await Promise.all([first, ...later]);
    expect(calls.filter((c) => c === 'sync dir store')).toHaveLength(2);
    expect(calls.filter((c) => c === 'open dir store')).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('rename')).sort()).toEqual([
      'rename .a.json.tmp a.json',
      'rename .a.json.tmp a.json',
      'rename .b.json.tmp b.json',
    ]);
    // Each file holds the state as it was when the batch started, after every change of its callers.
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe('10');
  });

  it('rejects the callers of a file that cannot be written, and only them', async () => {
    const dir = join(await makeTempDir('lhe-commit-'), 'store');
    await mkdir(join(dir, '.bad.json.tmp'), { recursive: true }); // the temp file cannot be created
    const commit = new GroupCommit();
    const bad = commit.replace(join(dir, 'bad.json'), () => '[]');
    const good = commit.replace(join(dir, 'good.json'), () => '[]');
    await expect(bad).rejects.toThrow(/EISDIR/);
    await expect(good).resolves.toBeUndefined();
    await commit.close();
    await expect(commit.replace(join(dir, 'good.json'), () => '[]')).rejects.toThrow('The store is closed');
  });
});
