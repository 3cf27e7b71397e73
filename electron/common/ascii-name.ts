// A name in any letters as plain ASCII for a file name, every letter kept: "Stanowisko 1 Łódź" is
// `stanowisko-1-lodz`. Accents come off by Unicode's decomposition; the letters that do not
// decompose (Ł, Ø, ß, Æ…), Greek and Cyrillic are transliterated; any other letter is written as its
// code point (`u4e2d`), never dropped.

/** Latin letters that no decomposition turns into A–Z, and the Catalan middle dot (L·L is `ll`). */
const LATIN: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  ŋ: 'ng',
  ĸ: 'q',
  ə: 'e',
  '·': '',
};

const GREEK: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  ѕ: 'dz',
  и: 'i',
  й: 'y',
  і: 'i',
  ї: 'yi',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  џ: 'dz',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

const TABLE: ReadonlyMap<string, string> = new Map(Object.entries({ ...LATIN, ...GREEK, ...CYRILLIC }));

/**
 * `name` in lower-case ASCII letters and digits, words joined by `-`, at most `max` characters (cut
 * at a word's end where one is near). Empty when the name holds no letter or digit at all.
 */
export function asciiName(name: string, max: number): string {
  let out = '';
  for (const letter of name.normalize('NFC').toLowerCase()) {
    // A letter of its own in the table (й is y, not the и it decomposes into), else decomposed, so
    // an accent is a mark of its own and comes off: é is e.
    const own = TABLE.get(letter);
    if (own !== undefined) {
      out += own;
      continue;
    }
    for (const char of letter.normalize('NFKD')) {
      const mapped = TABLE.get(char);
      if (/\p{M}/u.test(char)) continue;
      if (/[a-z0-9]/u.test(char)) out += char;
      else if (mapped !== undefined) out += mapped;
      else if (/[\p{L}\p{N}]/u.test(char)) out += `u${(char.codePointAt(0) ?? 0).toString(16)}`;
      else out += '-';
    }
  }
  const joined = out.replace(/-+/gu, '-').replace(/^-|-$/gu, '');
  if (joined.length <= max) return joined;
  const cut = joined.slice(0, max);
  const wordEnd = cut.lastIndexOf('-');
  return (wordEnd >= max / 2 ? cut.slice(0, wordEnd) : cut).replace(/-$/u, '');
}
