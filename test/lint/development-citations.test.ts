/* eslint-disable citations/no-development-citations -- the planted citations the rule must refuse */
// The lint refuses notes about how the product was made (an issue's number, a numbered stage of the
// work, the development machine) and lets the product's own words through: ESLint's Node API lints
// purpose-made source as if it stood in the project, and `scripts/check-citations.ts` runs in a
// fresh git repository holding purpose-made Markdown, CSS and YAML.
import { ESLint } from 'eslint';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../support/temp-dir.ts';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));
const CHECK_SCRIPT = join(PROJECT_DIR, 'scripts/check-citations.ts');

// The probe files do not exist, so the type-aware rules are off; this rule reads only the text.
const eslint = new ESLint({
  cwd: PROJECT_DIR,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
});

/** The citations the rule reports in `text` as the file `path`, each as "line:column text". */
async function citations(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(PROJECT_DIR, path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal === true)).toEqual([]);
  return messages
    .filter((message) => message.ruleId === 'citations/no-development-citations')
    .map(({ line, column, message }) => `${line}:${column} ${message}`);
}

describe('the no-development-citations lint rule', () => {
  it('refuses an issue, a session, a pass or the development machine in comments, strings and JSX', async () => {
    const found = await citations(
      'electron/core/probe.ts',
      [
        "// The station's hall process (issue 28): everything the hall does.",
        '/* Measured on this house’s 2-core machine (bench/README.md, session 21). */',
        "export const note = 'kept until session 28';",
        'export const again = `the second pass, see #27`;',
        '// Issues 20 and 21, pass 2: the link.',
        "export const here = 'Packages the app (not run here).';",
      ].join('\n'),
    );
    expect(found).toEqual([
      expect.stringMatching(/^1:32 "issue 28" names a numbered issue/u),
      expect.stringMatching(/^2:16 "this house" names the machine/u),
      expect.stringMatching(/^2:62 "session 21" names a numbered/u),
      expect.stringMatching(/^3:33 "session 28" names a numbered/u),
      expect.stringMatching(/^4:27 "second pass" names a numbered/u),
      expect.stringMatching(/^4:44 "#27" cites an issue by its number/u),
      expect.stringMatching(/^5:4 "Issues 20" names a numbered/u),
      expect.stringMatching(/^5:22 "pass 2" names a numbered/u),
      expect.stringMatching(/^6:40 "not run here" speaks of where/u),
    ]);
    expect(
      await citations(
        'renderer/src/probe.tsx',
        'export const Note = () => <p>Set by the hall (issue 27) on this machine</p>;\n',
      ),
    ).toEqual([expect.stringMatching(/^1:47 "issue 27"/u), expect.stringMatching(/^1:60 "this machine"/u)]);
  });

  it("lets the product's own words through: sessions, cookies, PINs, rounds, colours, standards", async () => {
    const found = await citations(
      'electron/core/probe.ts',
      [
        "// The console closes the director's session 2 minutes after its last request.",
        "export const cookie = 'the session cookie, and the browser’s session';",
        "export const pin = { pass: '1234', note: 'a pass 123456 is refused' };",
        "export const round = 'round 3, table 12; the machine of station 2';",
        "export const colours = ['#101418', 'color: #000; border: 1px solid #777;'];",
        '// A name compared by its look (UTS #39 confusable skeleton), escaped as &#39; in HTML.',
        '// A second pass over the words, and the next second passes it.',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

const runDirs = useTempDirs();

/** `scripts/check-citations.ts` run in a fresh git repository tracking `files`. */
function checkFiles(files: Record<string, string>): { status: number | null; stderr: string } {
  const dir = runDirs();
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  };
  git('init', '--quiet');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  git('add', '--', ...Object.keys(files));
  const result = spawnSync(process.execPath, [CHECK_SCRIPT], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

describe('the check of the files ESLint does not read', () => {
  it('fails on a citation in tracked Markdown, CSS or YAML, naming the file, line and column', () => {
    const { status, stderr } = checkFiles({
      'docs/HALL-GUIDE.md':
        '# The hall\n\nThe slowest verdicts were 2–4× slower (bench/README.md, session 21).\n',
      'renderer/console.css':
        '/* A setting the hall set (issue 27). */\n.hall-setting {\n  color: #1d3f6e;\n}\n',
      '.github/ci.yml': 'jobs:\n  lint: # see #27\n    runs-on: debian\n',
      'notes.txt': 'issue 27 in a kind of file the check does not read\n',
    });
    expect(status).toBe(1);
    expect(stderr.split('\n').filter((line) => line.includes(': "'))).toEqual([
      expect.stringMatching(/^\.github\/ci\.yml:2:15: "#27" cites an issue/u),
      expect.stringMatching(/^docs\/HALL-GUIDE\.md:3:57: "session 21" names a numbered/u),
      expect.stringMatching(/^renderer\/console\.css:1:28: "issue 27" names a numbered/u),
    ]);
  });

  it('passes files that speak only of the product', () => {
    const { status, stderr } = checkFiles({
      'docs/HALL-GUIDE.md':
        "# The hall\n\nThe console ends its session 2 minutes after the last request; the view's session cookie.\n",
      'renderer/console.css':
        '/* A setting the hall set. */\n.hall-setting {\n  color: #1d3f6e;\n  border: 1px solid #777;\n}\n',
      'build/builder.yml': "appId: station\nbackgroundColor: '#101418'\n",
    });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  });
});
