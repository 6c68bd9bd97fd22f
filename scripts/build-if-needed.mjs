// `npm start` builds the client only when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const output = 'dist/client/index.html';
const sources = ['src/client', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const name of readdirSync(entry)) max = Math.max(max, newest(path.join(entry, name)));
  return max;
}

const built = existsSync(output) ? statSync(output).mtimeMs : 0;
if (built === 0 || sources.some((s) => newest(s) > built)) {
  console.log('Building the client…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('Client is up to date.');
}
