import { describe, expect, it } from 'vitest';
import { parsePerlValue, PerlValueError } from '../../../electron/core/tsh/perl-value.ts';

describe('config.tsh values as Perl data', () => {
  it.each([
    ['18', 18],
    ['-2.5', -2.5],
    ["'A\\'s \\\\ table'", "A's \\ table"],
    ['"tab\\there"', 'tab\there'],
    ['undef', undefined],
    ['[1, 2, "3A",]', [1, 2, '3A']],
    ['qw(1 2 3A)', ['1', '2', '3A']],
    ['[1..4, 9]', [1, 2, 3, 4, 9]],
    ['[5 .. 3]', []],
  ])('reads %s', (text, value) => {
    expect(parsePerlValue(text)).toEqual(value);
  });

  it('reads a hash of lists, barewords before => quoted', () => {
    expect(parsePerlValue("{ 'A' => [1,2,3], B => [4, 5] }")).toEqual(
      new Map([
        ['A', [1, 2, 3]],
        ['B', [4, 5]],
      ]),
    );
  });

  it.each([
    ['an expression', '1 + 2'],
    ['a call', 'system("rm")'],
    ['a code block', 'sub { 1 }'],
    ['an interpolating string', '"$ENV{HOME}"'],
    ['an odd hash', "{ 'A' }"],
    ['an unclosed list', '[1, 2'],
    ['an unclosed string', "'abc"],
    ['a range without its end', '[1..]'],
    ['a range too long for any hall', '[1..100000000]'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePerlValue(text)).toThrow(PerlValueError);
  });
});
