/**
 * The few file operations durable writes need, on raw file descriptors with Node's callback
 * API: a FileHandle per write costs more main-thread time than the write itself at high rates.
 */
import { close, fsync, open, rename, writeFile } from 'node:fs';

const done =
  (resolve: () => void, reject: (err: unknown) => void) =>
  (err: NodeJS.ErrnoException | null): void =>
    err ? reject(err) : resolve();

/** Create or truncate `file`, write `text`, fsync it and close it. */
export function writeAndSync(file: string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    open(file, 'w', (err, fd) => {
      if (err) return reject(err);
      const finish = (first: unknown) =>
        close(fd, (closeErr) => (first || closeErr ? reject(first ?? closeErr) : resolve()));
      writeFile(fd, text, (writeErr) => {
        if (writeErr) return finish(writeErr);
        fsync(fd, (syncErr) => finish(syncErr ?? undefined));
      });
    });
  });
}

export function renameFile(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => rename(from, to, done(resolve, reject)));
}

export function openDirectory(dir: string): Promise<number> {
  return new Promise((resolve, reject) => open(dir, 'r', (err, fd) => (err ? reject(err) : resolve(fd))));
}

export function syncDescriptor(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fsync(fd, done(resolve, reject)));
}

export function closeDescriptor(fd: number): Promise<void> {
  return new Promise((resolve, reject) => close(fd, done(resolve, reject)));
}
