// The kiosk's line on folded characters, read from the alphabet's own folds so it names every one
// the alphabet makes (Catalan's À È É Í Ï Ò Ó Ú Ü, not a hand-picked two), and no fold it does not.
import type { IntlShape } from 'react-intl';
import { accentFolds } from '../../../electron/common/alphabets/accent-folds.ts';
import type { AlphabetDefinition } from '../../../electron/common/alphabets/alphabet-definition.ts';

/** Whether `char` is `base` with accents only (É is E and an acute; Œ, ß and Ĳ are not). */
function isAccentOf(char: string, base: string): boolean {
  const decomposed = char.normalize('NFD');
  return (
    decomposed.length > base.length &&
    decomposed.startsWith(base) &&
    /^\p{M}+$/u.test(decomposed.slice(base.length))
  );
}

/**
 * "À = A, È É = E, ß = SS": each fold, grouped by what it is read as, in the alphabet's order. An
 * alphabet that drops every accent (French, Dutch) has hundreds: said as one phrase instead.
 */
export function foldPairs(
  definition: Pick<AlphabetDefinition, 'folds' | 'tiles'>,
  intl: IntlShape,
): string | null {
  const folds = Object.entries(definition.folds);
  if (folds.length === 0) return null;
  const accents = folds.filter(([char, base]) => isAccentOf(char, base));
  const plainLetters = definition.tiles.map((tile) => tile.label).filter((label) => /^[A-Z]$/u.test(label));
  const everyAccent = Object.entries(accentFolds(plainLetters.join(''))).every(
    ([char, base]) => definition.folds[char] === base,
  );
  const listed = everyAccent ? folds.filter(([char, base]) => !isAccentOf(char, base)) : folds;
  const byTarget = new Map<string, string[]>();
  for (const [char, base] of listed) byTarget.set(base, [...(byTarget.get(base) ?? []), char]);
  const pairs = [...byTarget].map(([base, chars]) => `${chars.join(' ')} = ${base}`);
  return [
    ...(everyAccent && accents.length > 0 ? [intl.formatMessage({ id: 'hint.anyAccent' })] : []),
    ...pairs,
  ].join(', ');
}
