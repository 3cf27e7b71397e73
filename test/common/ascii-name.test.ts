import { describe, expect, it } from 'vitest';
import { asciiName } from '../../electron/common/ascii-name.ts';

describe('asciiName', () => {
  it.each([
    ['Stanowisko 1 Łódź', 'stanowisko-1-lodz'],
    ['ŹDŹBŁO Żółw', 'zdzblo-zolw'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Þórshöfn', 'thorshofn'],
    ['Col·legi L·L', 'collegi-ll'],
    ['Đakovo', 'dakovo'],
    ['Café 3', 'cafe-3'],
    ['Αθήνα', 'athina'],
    ['Москва 2', 'moskva-2'],
    ['Київ', 'kiyiv'],
  ])('transliterates %j as %j', (name, ascii) => {
    expect(asciiName(name, 40)).toBe(ascii);
  });

  it('writes a letter it cannot transliterate as its code point, never dropping it', () => {
    expect(asciiName('中 1', 40)).toBe('u4e2d-1');
  });

  it('is empty for a name without a letter or digit', () => {
    expect(asciiName(' — ', 40)).toBe('');
  });

  it('cuts a long name at a word end, never leaving a dash', () => {
    expect(asciiName('Stanowisko numer jeden w Łodzi przy stole', 30)).toBe('stanowisko-numer-jeden-w');
    expect(asciiName('a'.repeat(50), 40)).toBe('a'.repeat(40));
  });
});
