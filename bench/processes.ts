/**
 * The bench's child processes, talked to over IPC (port, RSS, stop). Each runs compiled, as
 * npm start runs the server (scripts/bundle-server.ts), so its memory and CPU are the product's.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { basename, join } from 'node:path';
import { PROJECT_ROOT } from '../backend/paths';
import { bundleServer } from '../scripts/bundle-server';

const CHILDREN = ['app-server', 'bare-koa', 'contact-without-store', 'smtp-sink'];
let compiled: Promise<void> | undefined;

export interface Child {
  process: ChildProcess;
  port: number;
  /** Extra fields of the child's 'listening' message. */
  info: Record<string, unknown>;
  rss(): Promise<number>;
  /** V8 heap in use (live objects and garbage not yet collected). */
  heapUsed(): Promise<number>;
  /** RSS and V8 heap in use right after a full garbage collection. */
  live(): Promise<{ rss: number; heapUsed: number }>;
  /** CPU time used so far (user + system, all threads) and event-loop busy time, in microseconds. */
  cpu(): Promise<{ all: number; loop: number }>;
  stop(): Promise<void>;
}

export async function startChild(script: string, env: Record<string, string> = {}): Promise<Child> {
  await (compiled ??= bundleServer(
    CHILDREN.map((name) => `bench/${name}.ts`),
    'dist-bench',
  ));
  const child = fork(join(PROJECT_ROOT, 'dist-bench', `${basename(script, '.ts')}.mjs`), [], {
    // --expose-gc only makes gc() callable (live() below); it changes no collection.
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.on(
      'message',
      (m: { type: string }) => m.type === 'listening' && resolve(m as Record<string, unknown>),
    );
    void exited.then(() => reject(new Error(`${script} exited before listening`)));
  });
  const ask = <T>(type: string, field: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        resolve(m[field] as T);
      };
      child.on('message', onMessage);
      child.send({ type });
    });
  return {
    process: child,
    port: listening.port as number,
    info: listening,
    rss: () => ask<number>('rss', 'rss'),
    heapUsed: () => ask<number>('heap', 'heapUsed'),
    live: () => ask<{ rss: number; heapUsed: number }>('live', 'live'),
    cpu: () =>
      new Promise((resolve) => {
        const onMessage = (m: { type: string; cpu: NodeJS.CpuUsage; loop: number }) => {
          if (m.type !== 'cpu') return;
          child.off('message', onMessage);
          resolve({ all: m.cpu.user + m.cpu.system, loop: m.loop * 1000 });
        };
        child.on('message', onMessage);
        child.send({ type: 'cpu' });
      }),
    stop: async () => {
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
