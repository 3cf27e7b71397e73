// How the fence tests show a fence failing: the project's own ESLint configuration lints
// purpose-made text as if it were a file standing in the fenced folder. Type-aware rules are switched
// off (the probe files do not exist; the boundary rule reads only the import specifiers).
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

const eslint = new ESLint({
  cwd: PROJECT_DIR,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** How an import crosses a fence: into a folder it may not reach, or by value where only types may. */
export type Crossing = 'crossed' | 'valueImport';

/** The boundary errors ESLint reports for `text` as the file `path` (from the project folder). */
export async function boundaryErrors(path: string, text: string): Promise<{ line: number; kind: string }[]> {
  const [result] = await eslint.lintText(text, { filePath: join(PROJECT_DIR, path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal === true)).toEqual([]);
  return messages
    .filter((message) => message.ruleId?.endsWith('/import-boundaries') === true)
    .map((message) => ({ line: message.line, kind: message.messageId ?? '' }));
}

/** One fence, shown by a new file inside it. */
export interface Fence {
  readonly name: string;
  /** A file inside the fenced folder (it need not exist). */
  readonly file: string;
  /** One statement a line, each crossing the fence in the way named. */
  readonly crossing: readonly (readonly [string, Crossing])[];
  /** Statements that stay inside the fence. */
  readonly inside: readonly string[];
}

/** For each fence: every crossing reported on its line, and every import inside it let pass. */
export function describeFences(fences: readonly Fence[]): void {
  describe.each(fences)('$name', ({ file, crossing, inside }) => {
    it('reports every import that crosses it, on its line', async () => {
      const errors = await boundaryErrors(file, `${crossing.map(([line]) => line).join('\n')}\n`);
      expect(errors).toEqual(crossing.map(([, kind], index) => ({ line: index + 1, kind })));
    });

    it('lets the imports that stay inside it pass', async () => {
      expect(await boundaryErrors(file, `${inside.join('\n')}\n`)).toEqual([]);
    });
  });
}
