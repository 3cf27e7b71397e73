// Worked examples of each alphabet's rules, as a Spanish, Catalan, French… player or word list
// writes them; test/common/alphabets/alphabet.property.test.ts checks the general laws.
import { describe, expect, it } from 'vitest';
import {
  ALPHABET_DEFINITIONS,
  ALPHABET_IDS,
  canonicalWord,
  decodeTiles,
  displayWord,
  encodeTiles,
  getAlphabet,
  isAlphabetId,
  parseTiles,
  sortDistinctCanonical,
  tileCount,
  tileLabels,
  type AlphabetId,
} from '../../../electron/common/alphabets/index.ts';

/** The canonical form of `word` in `id`, or the refusal prefixed by "refused: ". */
function read(id: AlphabetId, word: string): string {
  const alphabet = getAlphabet(id);
  const result = parseTiles(word, alphabet);
  return 'error' in result ? `refused: ${result.error.reason}` : canonicalWord(result.tiles, alphabet);
}

function labels(id: AlphabetId, word: string): string[] {
  const alphabet = getAlphabet(id);
  const result = parseTiles(word, alphabet);
  if ('error' in result) throw new Error(result.error.reason);
  return tileLabels(result.tiles, alphabet);
}

describe('the built-in alphabets', () => {
  it('are the ten tournament languages, english first and the default', () => {
    expect(ALPHABET_IDS).toEqual([
      'english',
      'spanish',
      'catalan',
      'french',
      'german',
      'dutch',
      'polish',
      'norwegian',
      'swedish',
      'slovene',
    ]);
    expect(isAlphabetId('spanish')).toBe(true);
    expect(isAlphabetId('klingon')).toBe(false);
    expect(isAlphabetId('__proto__')).toBe(false);
  });

  // The tile sets and their numbering as published in andy-k/wolges src/alphabets/*.txt.
  it.each([
    ['english', 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z'],
    ['spanish', 'A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z'],
    ['catalan', 'A B C Ç D E F G H I J L L·L M N NY O P QU R S T U V X Z'],
    ['french', 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z'],
    ['german', 'A Ä B C D E F G H I J K L M N O Ö P Q R S T U Ü V W X Y Z'],
    ['dutch', 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z'],
    ['polish', 'A Ą B C Ć D E Ę F G H I J K L Ł M N Ń O Ó P R S Ś T U W Y Z Ź Ż'],
    ['norwegian', 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Ü Z Æ Ä Ø Ö Å'],
    ['swedish', 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Ü Z Å Ä Æ Ö'],
    ['slovene', 'A B C Č D E F G H I J K L M N O P Q R S Š T U V W X Y Z Ž'],
  ] as const)('%s has the tiles %s, in that order', (id, tiles) => {
    expect(getAlphabet(id).labels.join(' ')).toBe(tiles);
  });

  it('encode English words as themselves, so existing word graphs and fingerprints do not change', () => {
    const english = getAlphabet('english');
    expect(english.graphLetters).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const result = parseTiles('Quixotry', english);
    expect('tiles' in result && encodeTiles(result.tiles, english)).toBe('QUIXOTRY');
  });

  it.each(ALPHABET_IDS)('%s keeps every character it says never folds as a tile of its own', (id) => {
    for (const char of ALPHABET_DEFINITIONS[id].neverFolds) {
      expect(labels(id, char)).toEqual([char]);
      expect(labels(id, char.toLowerCase())).toEqual([char]);
    }
  });

  it.each(ALPHABET_IDS)('%s encodes each tile as one code unit and decodes it back', (id) => {
    const alphabet = getAlphabet(id);
    const every = alphabet.labels.map((_, index) => index);
    const encoded = encodeTiles(every, alphabet);
    expect(encoded).toHaveLength(every.length);
    expect(decodeTiles(encoded, alphabet)).toEqual(every);
    expect(decodeTiles('\u0000', alphabet)).toBeNull();
  });
});

describe('fingerprint order', () => {
  it('sorts canonical words by UTF-8 bytes and drops repeats: [ after Z, Ñ after [', () => {
    expect(sortDistinctCanonical(['ÑU', '[CH]ICO', 'ZO[RR]O', 'CASA', 'CASA', 'CA[LL]E'])).toEqual([
      'CASA',
      'CA[LL]E',
      'ZO[RR]O',
      '[CH]ICO',
      'ÑU',
    ]);
  });
});

describe('English', () => {
  it('reads A–Z in either case and refuses everything else, folding nothing', () => {
    expect(read('english', 'Quixotry')).toBe('QUIXOTRY');
    expect(read('english', 'café')).toBe('refused: é is not an English tile');
    expect(read('english', 'straße')).toBe('refused: ß is not an English tile');
    expect(read('english', 'ıNK')).toBe('refused: ı is not an English tile');
    expect(read('english', 'ＡB')).toBe('refused: Ａ is not an English tile');
    expect(read('english', '[QU]')).toBe('refused: [ is not an English tile');
    expect(read('english', 'A1')).toBe('refused: 1 is not an English tile');
    expect(read('english', 'ZERO\u200BWIDTH')).toBe('refused: U+200B is not an English tile');
  });

  it('reads the Kelvin sign as K, since Unicode says they are the same letter', () => {
    expect(read('english', '\u212AA')).toBe('KA');
  });
});

describe('Spanish', () => {
  it('reads CH, LL and RR as the digraph tiles, typed plainly, in brackets or as 1 2 3', () => {
    for (const written of ['chico', 'CHICO', 'Chico', 'cHICO', '[CH]ICO', '[ch]ico', '1ICO', '1ico']) {
      expect(read('spanish', written)).toBe('[CH]ICO');
    }
    expect(labels('spanish', 'calle')).toEqual(['C', 'A', 'LL', 'E']);
    expect(read('spanish', 'ca2e')).toBe('CA[LL]E');
    expect(labels('spanish', 'perro')).toEqual(['P', 'E', 'RR', 'O']);
    expect(read('spanish', 'PE3O')).toBe('PE[RR]O');
  });

  it('counts tiles, not letters', () => {
    const spanish = getAlphabet('spanish');
    const result = parseTiles('CHA', spanish);
    expect('tiles' in result && tileCount(result.tiles)).toBe(2);
    expect('tiles' in result && displayWord(result.tiles, spanish)).toBe('CHA');
  });

  it('folds Á É Í Ó Ú Ü to their plain letters, never Ñ', () => {
    expect(read('spanish', 'pingüino')).toBe('PINGUINO');
    expect(read('spanish', 'ÁÉÍÓÚ')).toBe('AEIOU');
    expect(read('spanish', 'camión')).toBe('CAMION');
    expect(read('spanish', 'ñandú')).toBe('ÑANDU');
    expect(read('spanish', 'n\u0303andu')).toBe('ÑANDU');
    expect(labels('spanish', 'año')).toEqual(['A', 'Ñ', 'O']);
  });

  it('refuses K and W and other accents, naming the character and the alphabet', () => {
    expect(read('spanish', 'KILO')).toBe('refused: K is not a Spanish tile');
    expect(read('spanish', 'kiwi')).toBe('refused: k is not a Spanish tile');
    expect(read('spanish', 'WAT')).toBe('refused: W is not a Spanish tile');
    expect(read('spanish', 'façade')).toBe('refused: ç is not a Spanish tile');
    expect(read('spanish', 'à')).toBe('refused: à is not a Spanish tile');
  });

  it('allows only a multi-letter tile in brackets, and brackets that close', () => {
    expect(read('spanish', '[C]A')).toBe('refused: [C] is not a Spanish tile');
    expect(read('spanish', '[CHA]')).toBe('refused: [CHA] is not a Spanish tile');
    expect(read('spanish', '[CH')).toMatch(
      /^refused: square brackets must enclose one Spanish tile .*\[CH\], \[LL\], \[RR\]$/u,
    );
    expect(read('spanish', 'CH]')).toMatch(/^refused: square brackets/u);
    expect(read('spanish', '[[CH]]')).toMatch(/^refused: square brackets/u);
  });
});

describe('Catalan', () => {
  it('reads L·L typed with the middle dot, a full stop, ŀl or W; plain LL stays two L tiles', () => {
    for (const written of [
      'col·lectat',
      'COL·LECTAT',
      'col.lectat',
      'coŀlectat',
      'COĿLECTAT',
      'cowectat',
      'CO[L·L]ECTAT',
      'co[l.l]ectat',
      'CO[W]ECTAT',
    ]) {
      expect(read('catalan', written)).toBe('CO[L·L]ECTAT');
    }
    expect(read('catalan', 'collectat')).toBe('COLLECTAT');
    expect(labels('catalan', 'COL·LECTAT')).toHaveLength(8);
    expect(labels('catalan', 'COLLECTAT')).toHaveLength(9);
    // U+0387 (Greek ano teleia) is canonically the middle dot.
    expect(read('catalan', 'col\u0387lectat')).toBe('CO[L·L]ECTAT');
  });

  it('reads NY and QU as tiles, longest first, with Y and Q as their stand-ins; QÜ is the QU tile', () => {
    expect(labels('catalan', 'any')).toEqual(['A', 'NY']);
    expect(read('catalan', 'AY')).toBe('A[NY]');
    expect(labels('catalan', 'quatre')).toEqual(['QU', 'A', 'T', 'R', 'E']);
    expect(read('catalan', 'QATRE')).toBe('[QU]ATRE');
    expect(read('catalan', 'qüestió')).toBe('[QU]ESTIO');
    expect(read('catalan', 'KA')).toBe('ÇA');
  });

  it('folds À È É Í Ï Ò Ó Ú Ü, keeps Ç, and refuses what is not Catalan', () => {
    expect(read('catalan', 'àèéíïòóúü')).toBe('AEEIIOOUU');
    expect(read('catalan', 'caça')).toBe('CAÇA');
    expect(read('catalan', 'añ')).toBe('refused: ñ is not a Catalan tile');
    expect(read('catalan', 'â')).toBe('refused: â is not a Catalan tile');
    expect(read('catalan', 'L·A')).toBe('refused: · is not a Catalan tile');
    expect(read('catalan', 'ŀa')).toBe('refused: ŀ is not a Catalan tile');
    expect(read('catalan', '[LL]')).toBe('refused: [LL] is not a Catalan tile');
  });
});

describe('French, German and Dutch', () => {
  it('French drops every accent and spells out Œ and Æ', () => {
    expect(read('french', 'Élève')).toBe('ELEVE');
    expect(read('french', 'garçon')).toBe('GARCON');
    expect(read('french', 'Noël')).toBe('NOEL');
    expect(read('french', 'cœur')).toBe('COEUR');
    expect(read('french', 'ŒUVRE')).toBe('OEUVRE');
    expect(read('french', 'EXÆQUO')).toBe('EXAEQUO');
    expect(read('french', 'ÿ')).toBe('Y');
    expect(labels('french', 'cœur')).toHaveLength(5);
    expect(read('french', 'straße')).toBe('refused: ß is not a French tile');
  });

  it('German keeps Ä Ö Ü as tiles and writes ß as SS', () => {
    expect(labels('german', 'Äpfel')).toEqual(['Ä', 'P', 'F', 'E', 'L']);
    expect(read('german', 'Straße')).toBe('STRASSE');
    expect(read('german', 'STRAẞE')).toBe('STRASSE');
    expect(labels('german', 'Maß')).toHaveLength(4);
    expect(read('german', 'Café')).toBe('refused: é is not a German tile');
  });

  it('Dutch drops accents and writes the ligature Ĳ as I J', () => {
    expect(read('dutch', 'ideeën')).toBe('IDEEEN');
    expect(read('dutch', 'ĳs')).toBe('IJS');
    expect(labels('dutch', 'ĲS')).toEqual(['I', 'J', 'S']);
  });
});

describe('Polish, Norwegian, Swedish and Slovene', () => {
  it('keep their letters as tiles and fold nothing into them', () => {
    expect(labels('polish', 'źdźbło')).toEqual(['Ź', 'D', 'Ź', 'B', 'Ł', 'O']);
    expect(read('polish', 'QUIZ')).toBe('refused: Q is not a Polish tile');
    expect(read('polish', 'à')).toBe('refused: à is not a Polish tile');
    expect(labels('norwegian', 'blåbærsyltetøy')).toContain('Å');
    expect(read('norwegian', 'é')).toBe('refused: é is not a Norwegian tile');
    expect(read('swedish', 'smörgås')).toBe('SMÖRGÅS');
    expect(read('swedish', 'ø')).toBe('refused: ø is not a Swedish tile');
    expect(read('slovene', 'čaša')).toBe('ČAŠA');
    expect(read('slovene', 'ć')).toBe('refused: ć is not a Slovene tile');
  });
});
