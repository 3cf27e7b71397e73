// Some alphabets (French, Dutch) drop every accent. Listing each accented letter by hand invites
// omissions, so the list is computed once from Unicode's canonical decompositions.

// Latin-1 Supplement, Latin Extended-A and -B, and Latin Extended Additional: every precomposed
// Latin letter with an accent that a keyboard or word list can produce.
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];

/**
 * Every upper-case precomposed letter whose canonical decomposition is one of `baseLetters`
 * followed only by combining accents, mapped to that base letter; `keep` lists letters left out
 * because they are tiles of their own.
 */
export function accentFolds(baseLetters: string, keep = ''): Record<string, string> {
  const folds: Record<string, string> = {};
  for (const [from, to] of LATIN_RANGES) {
    for (let code = from; code <= to; code += 1) {
      const char = String.fromCharCode(code);
      if (char !== char.toUpperCase() || keep.includes(char)) continue;
      const decomposed = char.normalize('NFD');
      const base = decomposed.charAt(0);
      if (decomposed.length > 1 && baseLetters.includes(base) && /^\p{M}+$/u.test(decomposed.slice(1))) {
        folds[char] = base;
      }
    }
  }
  return folds;
}
