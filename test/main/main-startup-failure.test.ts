import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTempDirs } from '../support/temp-dir.ts';
import { app, fake } from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const tempDir = useTempDirs();

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('a station that cannot open its data folder', () => {
  it('says so on screen and exits, without showing a kiosk that cannot judge', async () => {
    const notAFolder = join(tempDir(), 'station');
    writeFileSync(notAFolder, 'a file where the data folder should be');
    vi.stubEnv('CHALLENGE_STATION_DATA_DIR', notAFolder);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import('../../electron/main/main.ts');
    await vi.waitFor(() => {
      expect(app.exitCodes).toEqual([1]);
    });
    expect(fake.errorBoxes).toHaveLength(1);
    expect(fake.errorBoxes[0]?.title).toBe('Challenge Station cannot start');
    expect(fake.errorBoxes[0]?.content).toMatch(/cannot record challenges/u);
    expect(fake.windows).toEqual([]);
    expect(logged).toHaveBeenCalled();
  });
});
