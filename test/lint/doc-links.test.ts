// A reader sent to a document finds it: every relative link in the Markdown files reaches a file
// (and, into a Markdown file, a heading that is there), and every `docs/….md` a source, test or
// script names exists. A document split or renamed leaves no reader at a dead end.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The Markdown a reader follows: the front door, the contributors' guide, the docs, the benchmarks. */
function markdownFiles(): string[] {
  const docs = readdirSync(join(PROJECT_DIR, 'docs')).filter((name) => name.endsWith('.md'));
  return ['README.md', 'CONTRIBUTING.md', 'bench/README.md', ...docs.map((name) => `docs/${name}`)];
}

/** The folders whose files name documents in comments, messages and help texts. */
const CODE_FOLDERS = ['electron', 'renderer', 'test', 'bench', 'scripts'];
const NOT_SOURCE = /(?:^|\/)(?:node_modules|dist|coverage|\.vite)\//u;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-');
}

/** Every anchor a Markdown text's headings give (a repeated heading gets -1, -2…), code blocks aside. */
function anchorsIn(text: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = /^#+\s+(.*)$/u.exec(line);
    if (inCode || heading === null) continue;
    const anchor = anchorOf(heading[1] ?? '');
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n += 1) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/** Each relative link of `file` that reaches no file or no heading, as "file: target". */
function deadLinks(file: string, text: string, read: (path: string) => string | null): string[] {
  const dead: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/gu)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/u.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const reached = path === '' ? file : normalize(join(dirname(file), path)).replaceAll('\\', '/');
    const content = read(reached);
    if (content === null && !existsSync(join(PROJECT_DIR, reached))) dead.push(`${file}: ${target}`);
    else if (anchor !== undefined && reached.endsWith('.md') && !anchorsIn(content ?? '').has(anchor))
      dead.push(`${file}: ${target}`);
  }
  return dead;
}

function readProjectFile(path: string): string | null {
  const full = join(PROJECT_DIR, path);
  return existsSync(full) && path.endsWith('.md') ? readFileSync(full, 'utf8') : null;
}

describe('the links to the documents', () => {
  it('reach a file, and a heading in it, from every Markdown file', () => {
    const dead = markdownFiles().flatMap((file) =>
      deadLinks(file, readFileSync(join(PROJECT_DIR, file), 'utf8'), readProjectFile),
    );
    expect(dead).toEqual([]);
  });

  it('name only documents that exist, from every source, test and script', () => {
    const named = CODE_FOLDERS.flatMap((folder) =>
      readdirSync(join(PROJECT_DIR, folder), { recursive: true, encoding: 'utf8' })
        .map((path) => `${folder}/${path.replaceAll('\\', '/')}`)
        .filter((path) => /\.(?:ts|tsx|js|mjs|cjs|sh)$/u.test(path) && !NOT_SOURCE.test(path))
        .flatMap((path) =>
          [...readFileSync(join(PROJECT_DIR, path), 'utf8').matchAll(/\bdocs\/[A-Z][A-Z0-9-]*\.md\b/gu)].map(
            (match) => ({ path, doc: match[0] }),
          ),
        ),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ doc }) => !existsSync(join(PROJECT_DIR, doc)))).toEqual([]);
  });

  it('finds a link to a file or a heading that is not there', () => {
    const files: Record<string, string> = {
      'notes/A.md': '# The hall\n\n## 2. Import the hall’s list\n\n```sh\n# not a heading\n```\n',
    };
    const read = (path: string): string | null => files[path] ?? null;
    const text =
      '[a](A.md#2-import-the-halls-list) [b](A.md#not-a-heading) [c](GONE.md) [d](https://x.org/#y)';
    expect(deadLinks('notes/B.md', text, read)).toEqual([
      'notes/B.md: A.md#not-a-heading',
      'notes/B.md: GONE.md',
    ]);
  });
});
