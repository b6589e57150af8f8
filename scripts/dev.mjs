// `npm run dev`: the BFF (with the built-in upstream) on :3000 and Vite with HMR on :5173, which
// sends /api and /bff to the BFF. Open http://localhost:5173. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: `${root}/web`, env: { ...env, BFF_URL: `http://127.0.0.1:${process.env.PORT ?? 3000}` }, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => (stop(), (process.exitCode = code ?? 0))));
