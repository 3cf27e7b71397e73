// How to type each special tile of an alphabet, built from its definition (tiles, spellings,
// aliases, national-layout keys) so the entry screen never drifts from what the kiosk accepts.
import type { IntlShape } from 'react-intl';
import { getAlphabet, type AlphabetId } from '../../../electron/common/alphabets/index.ts';
import { foldPairs } from './fold-hint.ts';

/** What each key code used by an alphabet prints on a US keyboard (Backquote shifted: ~). */
export const US_KEY_CAPS: Readonly<Record<string, string>> = {
  Semicolon: ';',
  Quote: "'",
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Backquote: '~',
};

/** One line per tile that is not a plain A–Z letter, then one on folded characters; none for English. */
export function tileHints(id: AlphabetId, intl: IntlShape): string[] {
  const { definition } = getAlphabet(id);
  const keyboard = definition.keyboard ?? {};
  const lines = definition.tiles
    .filter((tile) => !/^[A-Z]$/u.test(tile.label))
    .map((tile) => {
      const typed = [tile.label, ...(tile.spellings ?? []).filter(isAscii), ...(tile.aliases ?? [])];
      const keys = Object.entries(keyboard.keys ?? {})
        .filter(([, target]) => target === tile.label)
        .map(([code]) => intl.formatMessage({ id: 'hint.usKey' }, { key: US_KEY_CAPS[code] ?? code }));
      const after = keyboard.after;
      const sequences = Object.entries(after?.tiles ?? {})
        .filter(([, target]) => target === tile.label)
        .flatMap(([letter]) => [
          intl.formatMessage(
            { id: 'hint.after' },
            { letter, key: US_KEY_CAPS[after?.code ?? ''] ?? after?.code ?? '' },
          ),
          // On the national keyboard the dead key comes first ("¨ then U"): the same "X then Y".
          ...(after?.deadKey === undefined
            ? []
            : [intl.formatMessage({ id: 'hint.after' }, { letter: after.deadKey, key: letter })]),
        ]);
      const ways = intl.formatList([...typed, ...keys, ...sequences], { type: 'disjunction' });
      return intl.formatMessage({ id: 'hint.tile' }, { tile: tile.label, ways });
    });
  const pairs = foldPairs(definition, intl);
  if (pairs !== null) lines.push(intl.formatMessage({ id: 'hint.folds' }, { pairs }));
  return lines;
}

function isAscii(text: string): boolean {
  return /^[\x20-\x7e]+$/u.test(text);
}
