/**
 * The real server as `npm start` runs it (node --import tsx src/server/index.ts), in a child process
 * that a test can kill without warning and start again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface AppProcess {
  url: string;
  /** What the process printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, open transactions and sockets die with it. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own orderly shutdown. */
  stop(): Promise<void>;
}

export async function startAppProcess(
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 90_000,
): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`server did not start in ${startTimeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
