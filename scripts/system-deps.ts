// The npm scripts' way into scripts/system-deps.sh (`node scripts/system-deps.ts test|start`): Windows
// has no POSIX shell to run it, and `npm start` needs no system browser where Electron is installed.
import { spawnSync } from 'node:child_process';
import { electronBinary } from './electron-binary.ts';

const purpose = process.argv[2] === 'start' ? 'start' : 'test';

if (purpose === 'start' && electronBinary() !== null) process.exit(0);
if (process.platform === 'win32') {
  if (purpose === 'start') process.exit(0);
  console.error(
    'system-deps: the tests need Linux (Debian: Chromium at /usr/bin/chromium, its word lists, nats-server); run them in WSL.',
  );
  process.exit(1);
}
const script = new URL('system-deps.sh', import.meta.url).pathname;
process.exit(spawnSync('/bin/sh', [script, purpose], { stdio: 'inherit' }).status ?? 1);
