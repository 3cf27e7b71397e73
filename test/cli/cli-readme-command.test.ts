import { spawnSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from './run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
// The user's own shell: the system's folders only, none of the node_modules/.bin npm puts first.
const USER_PATH = '/usr/local/bin:/usr/bin:/bin';

describe('bin/challenge-station, the command the README gives', () => {
  it('runs the CLI on the project’s own Node from the user’s shell, printing nothing else', (context) => {
    context.skip(process.platform === 'win32', 'a POSIX shell script; on Windows the README says npx');
    const dataDir = tempDir();
    const result = spawnSync(
      join(PROJECT_DIR, 'bin/challenge-station'),
      ['--data-dir', dataDir, 'judge', 'CAT'],
      {
        cwd: tempDir(),
        encoding: 'utf8',
        env: { HOME: tempDir(), PATH: USER_PATH },
      },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')[0]).toBe('ACCEPTABLE');
    expect(result.status).toBe(0);
  });

  it('finds its checkout when linked from elsewhere, such as ~/bin', (context) => {
    context.skip(process.platform === 'win32', 'a POSIX shell script; on Windows the README says npx');
    const link = join(tempDir(), 'challenge-station');
    symlinkSync(join(PROJECT_DIR, 'bin/challenge-station'), link);
    const result = spawnSync(link, ['--version'], {
      encoding: 'utf8',
      env: { HOME: tempDir(), PATH: USER_PATH },
    });
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toMatch(/^\d+\.\d+\.\d+\n$/u);
  });
});
