// The core's inner fences (eslint.config.js, "The core's inner fences") shown failing: ESLint's own
// Node API lints purpose-made source text as if it stood in each fenced folder.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

// The probe files do not exist, so the type-aware rules (which need them in the TypeScript project)
// are switched off; the boundary rule reads only the import specifiers.
const eslint = new ESLint({
  cwd: PROJECT_DIR,
  overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }],
});

/** The boundary errors ESLint reports for `text` as the file `path` (from the project folder). */
async function boundaryErrors(path: string, text: string): Promise<{ ruleId: string; message: string }[]> {
  const [result] = await eslint.lintText(text, { filePath: join(PROJECT_DIR, path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal === true)).toEqual([]);
  return messages
    .filter((message) => message.ruleId?.endsWith('/import-boundaries') === true)
    .map(({ ruleId, message }) => ({ ruleId: ruleId ?? '', message }));
}

const FENCES = [
  {
    folder: 'electron/core/store',
    crossing: [
      "export { LexiconShelf } from '../lexicon/lexicon-shelf.ts';",
      "export type { LogEntry } from '../log/log-entry.ts';",
    ],
    inside: [
      "export { SettingsTable } from './settings-table.ts';",
      "export { StationRequestError } from '../errors.ts';",
      "export { ALPHABET_IDS } from '../../common/alphabets/index.ts';",
      "export { readFileSync } from 'node:fs';",
    ],
  },
  {
    folder: 'electron/core/words',
    crossing: [
      "export { StationRequestError } from '../errors.ts';",
      "export { durable } from '../store/durable-file.ts';",
    ],
    inside: [
      "export { ENGLISH_LETTERS } from './letter-set.ts';",
      "export { getAlphabet } from '../../common/alphabets/index.ts';",
    ],
  },
  {
    folder: 'electron/core/log',
    crossing: [
      "export type { LexiconInfo } from '../lexicon/lexicon-registry.ts';",
      "export type { Station } from '../station/station.ts';",
      "export { exportToFolder } from '../export/export-folder.ts';",
    ],
    inside: [
      "export { ChallengeLog } from './challenge-log.ts';",
      "export { SettingsTable } from '../store/settings-table.ts';",
      "export { StationRequestError } from '../errors.ts';",
    ],
  },
];

describe('the core’s inner fences', () => {
  describe.each(FENCES)('$folder', ({ folder, crossing, inside }) => {
    it.each(crossing)('refuses %s', async (line) => {
      const errors = await boundaryErrors(`${folder}/fence-probe.ts`, `${line}\n`);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.ruleId).toBe('core-fences/import-boundaries');
      expect(errors[0]?.message).toContain(folder.replace('electron/core/', ''));
    });

    it('accepts imports that stay inside', async () => {
      expect(await boundaryErrors(`${folder}/fence-probe.ts`, `${inside.join('\n')}\n`)).toEqual([]);
    });
  });

  it('adds to the core’s outer fence instead of replacing it', async () => {
    const errors = await boundaryErrors(
      'electron/core/log/fence-probe.ts',
      "export type { StationApi } from '../../ipc/contract.ts';\n",
    );
    expect(errors.map((error) => error.ruleId)).toEqual(['boundaries/import-boundaries']);
  });

  it('leaves the folders above free to import the log and the store', async () => {
    const text = [
      "export { ChallengeLog } from '../log/challenge-log.ts';",
      "export { SettingsTable } from '../store/settings-table.ts';",
      "export { ENGLISH_LETTERS } from '../words/letter-set.ts';",
    ].join('\n');
    expect(await boundaryErrors('electron/core/lexicon/fence-probe.ts', `${text}\n`)).toEqual([]);
  });
});
