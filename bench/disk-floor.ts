/**
 * What this machine's disk allows: the time of one durable replace of a 32 KB segment, done the
 * way the store's group commit does it (temp file opened with O_DSYNC, write, rename, directory fsync), with
 * blocking calls and nothing else running. No durable write can be acknowledged faster; at one
 * connection it bounds a write endpoint's requests/s by 1000 / this figure.
 */
import {
  closeSync,
  constants,
  fsyncSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { SEGMENT_MAX_CHARS } from '../backend/store/segment-layout';

const { O_WRONLY, O_CREAT, O_TRUNC, O_DSYNC } = constants;

export function durableReplaceMs(parent: string, rounds = 200): number {
  const dir = mkdtempSync(join(parent, 'disk-floor-'));
  const text = 'x'.repeat(SEGMENT_MAX_CHARS);
  const file = join(dir, 'segment.json');
  const temp = join(dir, '.segment.json.tmp');
  const dirFd = openSync(dir, 'r');
  try {
    const started = performance.now();
    for (let i = 0; i < rounds; i++) {
      const fd = openSync(temp, O_WRONLY | O_CREAT | O_TRUNC | O_DSYNC);
      writeSync(fd, text);
      closeSync(fd);
      renameSync(temp, file);
      fsyncSync(dirFd);
    }
    return (performance.now() - started) / rounds;
  } finally {
    closeSync(dirFd);
    rmSync(dir, { recursive: true, force: true });
  }
}
