/**
 * The store's file-writing thread (see durable-writer.ts). A 'replace' request writes a temp
 * file, fsyncs it, renames it over the file and answers 'renamed'; then the directory is
 * fsynced and it answers 'durable'. A 'sync' request only fsyncs a directory. Directory fsyncs
 * are shared: one runs at a time per directory, and every request that arrived meanwhile is
 * answered by the next one (which starts after their renames). Answers are sent in batches.
 * Plain JavaScript, so it runs as is under tsx, vitest and node.
 */
import { close, fsync, open, rename, writeFile } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

/** Errors of platforms whose directories cannot be opened or flushed (e.g. Windows). */
const UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'ENOTSUP', 'EBADF']);

let outbox = [];
function answer(message) {
  if (outbox.length === 0) setImmediate(() => parentPort.postMessage(outbox.splice(0)));
  outbox.push(message);
}
const failure = (err) => ({ message: err.message, code: err.code });

function replaceFile(file, text, done) {
  const temp = join(dirname(file), `.${basename(file)}.tmp`);
  open(temp, 'w', (err, fd) => {
    if (err) return done(err);
    const finish = (first) =>
      close(fd, (closeErr) => {
        if (first || closeErr) return done(first || closeErr);
        rename(temp, file, done);
      });
    writeFile(fd, text, (writeErr) =>
      writeErr ? finish(writeErr) : fsync(fd, (syncErr) => finish(syncErr)),
    );
  });
}

/** Per directory: its descriptor, whether an fsync runs, and who waits for the next one. */
const directories = new Map();

function syncDirectory(dir, done) {
  let state = directories.get(dir);
  if (!state) directories.set(dir, (state = { fd: undefined, running: false, waiting: [] }));
  state.waiting.push(done);
  if (!state.running) runSync(dir, state);
}

function runSync(dir, state) {
  const batch = state.waiting.splice(0);
  state.running = true;
  const finish = (err) => {
    state.running = false;
    const error = err && !UNSUPPORTED.has(err.code) ? err : undefined;
    for (const done of batch) done(error);
    if (state.waiting.length > 0) runSync(dir, state);
  };
  if (state.fd !== undefined) return fsync(state.fd, finish);
  open(dir, 'r', (err, fd) => {
    if (err) return finish(err);
    state.fd = fd;
    fsync(fd, finish);
  });
}

parentPort.on('message', (request) => {
  const { id } = request;
  if (request.type === 'replace') {
    replaceFile(request.file, request.text, (err) => {
      if (err) return answer({ id, stage: 'durable', error: failure(err) });
      answer({ id, stage: 'renamed' });
      syncDirectory(dirname(request.file), (syncErr) =>
        answer(syncErr ? { id, stage: 'durable', error: failure(syncErr) } : { id, stage: 'durable' }),
      );
    });
  } else if (request.type === 'sync') {
    syncDirectory(request.dir, (err) =>
      answer(err ? { id, stage: 'durable', error: failure(err) } : { id, stage: 'durable' }),
    );
  } else if (request.type === 'close') {
    for (const state of directories.values()) if (state.fd !== undefined) close(state.fd, () => {});
    directories.clear();
    answer({ id, stage: 'durable' });
  }
});
