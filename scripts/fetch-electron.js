// Downloads the Electron binary that the `electron` package leaves to a separate step.
// With --optional (the postinstall hook) a failed download is not an error: the machine may have
// no route to the download host, and the station then runs in Chromium instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const optional = process.argv.includes('--optional');
const require = createRequire(import.meta.url);

let installer;
try {
  installer = join(dirname(require.resolve('electron/package.json')), 'install.js');
} catch {
  console.log('challenge-station: the electron package is not installed; skipping its binary.');
  process.exit(optional ? 0 : 1);
}

if (!existsSync(installer)) process.exit(0);

const result = spawnSync(process.execPath, [installer], {
  stdio: optional ? 'ignore' : 'inherit',
  timeout: 120_000,
});

if (result.status === 0) {
  if (!optional) console.log('challenge-station: the Electron binary is installed.');
  process.exit(0);
}

console.log(
  'challenge-station: the Electron binary could not be downloaded here, so `npm start` will use Chromium; fetch it later with `npm run fetch-electron`.',
);
process.exit(optional ? 0 : 1);
