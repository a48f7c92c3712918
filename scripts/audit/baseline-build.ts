/**
 * "Today's build" for the before/after comparison: a commit built in a detached worktree of its
 * own and kept in a cache folder named by its hash, so the next audit serves it without building.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/** The last build before islands hydration (issue 47). */
export const BASELINE_REF = '6b1d461aea938bef265598b1a923ef5a627aa010';

// Inside node_modules, so the built server's package imports resolve upward to the project's
// own node_modules (a node_modules link in the copy would loop back into itself).
const CACHE_DIR = 'node_modules/.cache/audit-baseline';

function git(root: string, args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
}

/**
 * `npm run build` in `dir`, in a process group of its own, so that `stop` ends the whole build
 * (npm, the shell, vite); a failure comes with the end of what the build printed.
 */
function build(dir: string, stop: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-16_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // the build had ended already
      }
    };
    stop.addEventListener('abort', kill, { once: true });
    child.on('error', reject);
    child.on('close', (code) => {
      stop.removeEventListener('abort', kill);
      if (stop.aborted) reject(stop.reason as Error);
      else if (code === 0) resolve();
      else
        reject(
          new Error(
            `The baseline build in ${dir} failed:\n${output.trim().split('\n').slice(-40).join('\n')}`,
          ),
        );
    });
  });
}

/**
 * The folder holding the built `ref` (dist/, dist-server/ and the files the server reads), built
 * on first use: worktree, node_modules linked in, `npm run build`, copied into the cache; the
 * worktree is removed whether the build passed or not.
 */
export async function baselineBuild(root: string, ref: string): Promise<{ dir: string; commit: string }> {
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = resolve(root, CACHE_DIR, commit);
  if (existsSync(join(dir, 'dist-server/server.mjs'))) return { dir, commit };

  // Forgets worktrees whose folder is gone (one left by a run killed outright).
  git(root, ['worktree', 'prune']);
  const worktree = mkdtempSync(join(tmpdir(), 'audit-baseline-'));
  // Ctrl-C or a TERM ends the build and then this run, once the worktree is removed below.
  const stop = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => stop.abort(new Error(`baseline build stopped by ${signal}`));
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  try {
    git(root, ['worktree', 'add', '--detach', worktree, commit]);
    symlinkSync(resolve(root, 'node_modules'), join(worktree, 'node_modules'));
    await build(worktree, stop.signal);
    // Copied beside the final folder and renamed into place, so a run stopped midway leaves no
    // half-copied build that the next run would take as done.
    const partial = `${dir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(worktree, partial, {
      recursive: true,
      filter: (src) => !['.git', 'node_modules'].includes(basename(src)),
    });
    renameSync(partial, dir);
  } finally {
    // The link goes first, so that no removal below can reach the project's node_modules.
    rmSync(join(worktree, 'node_modules'), { force: true });
    try {
      git(root, ['worktree', 'remove', '--force', worktree]);
    } catch {
      // `worktree add` failed before registering it: only the folder is left
      rmSync(worktree, { recursive: true, force: true });
      git(root, ['worktree', 'prune']);
    }
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
  return { dir, commit };
}
