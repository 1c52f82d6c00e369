// `npm run dev`: the API (tsx watch, port 8080) and the Vite dev servers, proxying the API with the
// Host header kept: the storefront on 5173 (http://watt.localhost:5173 is the watt brand) and the
// publisher console on 5174 (http://console.localhost:5174).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@topup/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@topup/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@topup/console'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
