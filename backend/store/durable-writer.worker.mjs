/**
 * The store's file-writing thread (see durable-writer.ts). A 'replace' request writes a temp
 * file, fsyncs it, renames it over the file and answers 'renamed'; then the directory is
 * fsynced and it answers 'durable'. A 'sync' request only fsyncs a directory.
 *
 * Requests are taken in batches: every request that arrived while the last batch ran is done
 * in one go, the files first, then one fsync per directory for all of their renames. The calls
 * are synchronous on purpose: this thread has nothing else to do, and each callback-style call
 * would be a round trip through the thread pool that costs about as much CPU as the system
 * call itself (bench/disk-floor.ts prints both).
 * Plain JavaScript, so it runs as is under tsx, vitest and node.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

/** Errors of platforms whose directories cannot be opened or flushed (e.g. Windows). */
const UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'ENOTSUP', 'EBADF']);

const failure = (err) => ({ message: err.message, code: err.code });

function replaceFile(file, text) {
  const temp = join(dirname(file), `.${basename(file)}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/** Open directory descriptors, kept for the thread's life. */
const directories = new Map();

function syncDirectory(dir) {
  try {
    let fd = directories.get(dir);
    if (fd === undefined) directories.set(dir, (fd = openSync(dir, 'r')));
    fsyncSync(fd);
  } catch (err) {
    if (!UNSUPPORTED.has(err.code)) throw err;
  }
}

let queue = [];

function runBatch() {
  const batch = queue;
  queue = [];
  const renamed = [];
  const durable = [];
  /** Directory → ids that are durable once it is fsynced. */
  const waiting = new Map();
  const waitFor = (dir, id) => {
    const ids = waiting.get(dir);
    if (ids) ids.push(id);
    else waiting.set(dir, [id]);
  };
  let closing;
  for (const request of batch) {
    const { id } = request;
    if (request.type === 'replace') {
      try {
        replaceFile(request.file, request.text);
      } catch (err) {
        durable.push({ id, stage: 'durable', error: failure(err) });
        continue;
      }
      renamed.push({ id, stage: 'renamed' });
      waitFor(dirname(request.file), id);
    } else if (request.type === 'sync') waitFor(request.dir, id);
    else if (request.type === 'close') closing = id;
  }
  // The caller may start a file's next write now, while its directory is being flushed.
  if (renamed.length > 0) parentPort.postMessage(renamed);
  for (const [dir, ids] of waiting) {
    let error;
    try {
      syncDirectory(dir);
    } catch (err) {
      error = failure(err);
    }
    for (const id of ids) durable.push(error ? { id, stage: 'durable', error } : { id, stage: 'durable' });
  }
  if (closing !== undefined) {
    for (const fd of directories.values()) closeSync(fd);
    directories.clear();
    durable.push({ id: closing, stage: 'durable' });
  }
  if (durable.length > 0) parentPort.postMessage(durable);
}

parentPort.on('message', (request) => {
  if (queue.length === 0) setImmediate(runBatch);
  queue.push(request);
});
