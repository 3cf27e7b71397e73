// `npm run station:web` and `npm start` build the screen only when its sources changed, and say
// nothing but a real warning: the director starting a station waits for no build and reads no noise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_DIGEST_FILE, screenIsCurrent, screenSourcesDigest } from '../../scripts/screen-build.ts';
import { PROJECT_DIR } from '../cli/run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();

function buildScreen(): { output: string; status: number | null } {
  const result = spawnSync(process.execPath, [join(PROJECT_DIR, 'scripts', 'build-screen.ts')], {
    cwd: PROJECT_DIR,
    encoding: 'utf8',
  });
  return { output: `${result.stdout}${result.stderr}`, status: result.status };
}

describe('the screen built before a station starts', () => {
  it('builds once, with no chunk-size warning, and not again while the sources are unchanged', () => {
    const first = buildScreen();
    expect(first.status).toBe(0);
    expect(first.output).not.toMatch(/larger than|chunkSizeWarningLimit/u);
    const index = join(PROJECT_DIR, 'dist', 'renderer', 'index.html');
    const builtAt = statSync(index).mtimeMs;
    const second = buildScreen();
    expect(second).toEqual({ output: '', status: 0 });
    expect(statSync(index).mtimeMs).toBe(builtAt);
  }, 120_000);

  it('builds the hall view with no chunk-size warning either', () => {
    const result = spawnSync(
      process.execPath,
      [
        join(PROJECT_DIR, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'vite.hall-view.config.ts',
        '--logLevel',
        'warn',
        '--outDir',
        tempDir(),
      ],
      { cwd: PROJECT_DIR, encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(`${result.stdout}${result.stderr}`).toBe('');
  }, 120_000);

  it('is stale once a source of the screen changed, or when it was built without its digest', () => {
    const root = tempDir();
    mkdirSync(join(root, 'renderer', 'src'), { recursive: true });
    mkdirSync(join(root, 'dist', 'renderer'), { recursive: true });
    writeFileSync(join(root, 'renderer', 'src', 'App.tsx'), 'export const a = 1;\n');
    writeFileSync(join(root, 'vite.config.ts'), 'export default {};\n');
    writeFileSync(join(root, 'dist', 'renderer', 'index.html'), '<!doctype html>\n');
    expect(screenIsCurrent(root)).toBe(false);
    writeFileSync(join(root, 'dist', 'renderer', SCREEN_DIGEST_FILE), `${screenSourcesDigest(root)}\n`);
    expect(screenIsCurrent(root)).toBe(true);
    writeFileSync(join(root, 'renderer', 'src', 'App.tsx'), 'export const a = 2;\n');
    expect(screenIsCurrent(root)).toBe(false);
    writeFileSync(join(root, 'dist', 'renderer', SCREEN_DIGEST_FILE), `${screenSourcesDigest(root)}\n`);
    writeFileSync(join(root, 'vite.config.ts'), 'export default { base: "./" };\n');
    expect(screenIsCurrent(root)).toBe(false);
  });
});
