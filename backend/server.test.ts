/**
 * backend/server.ts as a process: graceful SIGTERM, refusal of a corrupt store, and slow
 * clients (slowloris) cut off by the request timeouts.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContact } from '../tests/factories/contact.factory';
import { killHard, spawnServer, startServerProcess } from './testing/server-process';
import { readStoredRecords } from './testing/store-files';
import { makeTempDir, seedTestAdmin } from './testing/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freshStore(): Promise<string> {
  const dataDir = join(await makeTempDir('lhe-server-'), 'store');
  await seedTestAdmin(dataDir);
  return dataDir;
}

/** A raw connection whose every received byte is kept. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const open = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, open, closed, received: () => received };
}

describe('SIGTERM', () => {
  it('finishes a request in flight, flushes, exits 0, and the answered record is stored', async () => {
    const dataDir = await freshStore();
    const server = await startServerProcess({ dataDir });
    const id = randomUUID();
    const body = JSON.stringify({ ...buildContact(), id });
    const conn = rawConnection(server.port);
    await conn.open;
    conn.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`,
    );
    await sleep(150);
    server.child.kill('SIGTERM');
    await sleep(300);
    // No new connections once draining...
    await expect(fetch(`${server.baseUrl}/api/blog`)).rejects.toThrow();
    // ...but the request in flight is finished and answered.
    conn.socket.write(body.slice(40));
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('Store flushed and unlocked');
    expect((await readStoredRecords(dataDir, 'contacts')).map((c) => c.id)).toEqual([id]);
    expect(await readdir(dataDir)).not.toContain('.lock');
  });
});

describe('a store file that is corrupt at start', () => {
  it('stops the server with a message naming the file, and never writes over it', async () => {
    const dataDir = await freshStore();
    await mkdir(join(dataDir, 'contacts'), { recursive: true });
    const file = join(dataDir, 'contacts', '2026-05.001.json');
    await writeFile(file, '[{"id":"x","name":"half a rec');
    const server = spawnServer({ dataDir });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(`Cannot start: Store file ${file} is not valid JSON`);
    expect(await readFile(file, 'utf8')).toBe('[{"id":"x","name":"half a rec');
    expect(await readdir(join(dataDir, 'contacts'))).toEqual(['2026-05.001.json']);
  });
});

describe('requests Node refuses before the app', () => {
  it('are answered with the JSON error shape', async () => {
    const dataDir = await freshStore();
    const server = await startServerProcess({ dataDir });
    try {
      const send = async (raw: string) => {
        const conn = rawConnection(server.port);
        await conn.open;
        conn.socket.write(raw);
        await conn.closed;
        return conn.received();
      };
      expect(await send(`GET /api/blog?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)).toMatch(
        /^HTTP\/1\.1 431 [^]*\{"message":"Request headers too large"\}$/,
      );
      expect(await send('GET /api/blog HTTP/9.9 nonsense\r\n\r\n')).toMatch(
        /^HTTP\/1\.1 400 [^]*application\/json[^]*\{"message":"Bad request"\}$/,
      );
    } finally {
      await killHard(server);
    }
  });
});

describe('slow clients', () => {
  const TIMEOUT_MS = 1000;

  it('cuts a body sent a byte at a time, and one whose headers never end, then keeps serving', async () => {
    const dataDir = await freshStore();
    const server = await startServerProcess({ dataDir, env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
    try {
      const slowBody = rawConnection(server.port);
      const slowHeaders = rawConnection(server.port);
      await Promise.all([slowBody.open, slowHeaders.open]);
      slowBody.socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
      );
      slowHeaders.socket.write('GET /api/blog HTTP/1.1\r\nHost: localhost\r\n');
      const started = Date.now();
      let cut = false;
      void Promise.all([slowBody.closed, slowHeaders.closed]).then(() => (cut = true));
      // Each keeps trickling well inside any idle timeout, for up to 10 s.
      while (!cut && Date.now() - started < 10_000) {
        if (!slowBody.socket.destroyed) slowBody.socket.write(' ');
        if (!slowHeaders.socket.destroyed) slowHeaders.socket.write('X-a: b\r\n');
        await sleep(100);
      }
      expect(cut).toBe(true);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 5);
      expect(slowBody.received()).toMatch(/^HTTP\/1\.1 408 [^]*\r\n\r\n\{"message":"Request timeout"\}$/);
      expect((await fetch(`${server.baseUrl}/api/blog`)).status).toBe(200);
    } finally {
      await killHard(server);
    }
  });
});
