// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot reload.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', DEV_ORIGIN: 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', env }),
];
console.log('API on http://127.0.0.1:3000, app with hot reload on http://localhost:5173');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
