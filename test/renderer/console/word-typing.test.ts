// The console's word fields apply the kiosk's keys for special tiles (kiosk/key-typing.ts) to a
// text field: the text, the caret and the selection as the browser holds them.
import { describe, expect, it } from 'vitest';
import { typedInField } from '../../../renderer/src/console/ui/word-typing.ts';

const at = (value: string, start = value.length, end = start) => ({ value, start, end });

describe('typedInField', () => {
  it('makes the letter before the caret the Polish tile, in the case it was typed', () => {
    expect(typedInField(';', 'Semicolon', at('jez'), 'polish')).toEqual({ value: 'jeż', caret: 3 });
    expect(typedInField(';', 'Semicolon', at('JEZ'), 'polish')).toEqual({ value: 'JEŻ', caret: 3 });
    expect(typedInField(';', 'Semicolon', at('jeż'), 'polish')).toEqual({ value: 'jeź', caret: 3 });
    // In the middle of the text, and in the second word.
    expect(typedInField(';', 'Semicolon', at('kot zolw', 5), 'polish')).toEqual({
      value: 'kot żolw',
      caret: 5,
    });
  });

  it('types a national-layout key as its tile, over a selection', () => {
    expect(typedInField(';', 'Semicolon', at('k', 1), 'german')).toEqual({ value: 'kÖ', caret: 2 });
    expect(typedInField(';', 'Semicolon', at('xyz', 1, 3), 'german')).toEqual({ value: 'xÖ', caret: 2 });
  });

  it('leaves everything else to the browser', () => {
    expect(typedInField('z', 'KeyZ', at('je'), 'polish')).toBeNull();
    expect(typedInField(';', 'Semicolon', at('kot '), 'polish')).toBeNull();
    expect(typedInField(';', 'Semicolon', at('jez'), 'english')).toBeNull();
    expect(typedInField('Dead', 'BracketRight', at('u'), 'norwegian')).toBeNull();
    expect(typedInField('Backspace', 'Backspace', at('jez'), 'polish')).toBeNull();
    // A selection is typed over by the browser, not turned into a tile.
    expect(typedInField(';', 'Semicolon', at('jez', 2, 3), 'polish')).toBeNull();
  });
});
