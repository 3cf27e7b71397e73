// What the message-catalog tests compare between a language and English: the placeholders and tags
// a message uses, and the plural categories each of its plurals gives forms for. One reading for
// the kiosk's, the console's, the hall view's and the printed report's catalogs, and the checks
// each of them gets in every language.
import {
  parse,
  isArgumentElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';

/** The placeholders and tags a message uses, as a sorted list ("count", "<kbd>"). */
export function placeholders(elements: readonly MessageFormatElement[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (isArgumentElement(element)) found.add(element.value);
    if (isTagElement(element)) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      found.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return [...found].sort();
}

/** Each plural in a message (inside tags and selects too): its argument and the categories it gives forms for. */
export function plurals(elements: readonly MessageFormatElement[]): { arg: string; categories: string[] }[] {
  return elements.flatMap((element) =>
    isPluralElement(element)
      ? [{ arg: element.value, categories: Object.keys(element.options) }]
      : isTagElement(element)
        ? plurals(element.children)
        : isSelectElement(element)
          ? Object.values(element.options).flatMap((option) => plurals(option.value))
          : [],
  );
}

/** How one catalogue is checked: its counts' range, and whether its messages hold tags. */
export interface CatalogueChecks {
  /** Counts the catalogue's plurals are given are whole numbers below this (default 10,000). */
  readonly countsBelow?: number;
  /** Parse `<…>` as text, not tags (the printed report escapes values and has no markup). */
  readonly ignoreTag?: boolean;
}

/**
 * The checks every catalogue gets, inside a describe for one language: every English id and no
 * other, none empty; the same placeholders (and tags) as English; a form for each plural category
 * the language uses for the catalogue's counts.
 */
export function itChecksCatalogue(
  language: string,
  messages: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
  checks: CatalogueChecks = {},
): void {
  const ids = Object.keys(english);
  const read = (message: string) => parse(message, { ignoreTag: checks.ignoreTag === true });

  it('has every English message id, and no other', () => {
    expect(Object.keys(messages).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(messages[id]?.trim(), id).not.toBe('');
  });

  it('uses the same placeholders and tags as English in each message', () => {
    for (const id of ids)
      expect(placeholders(read(messages[id] ?? '')), id).toEqual(placeholders(read(english[id] ?? '')));
  });

  it('gives a form for every plural category the language uses for its counts', () => {
    const rules = new Intl.PluralRules(language);
    const categories = new Set(
      Array.from({ length: checks.countsBelow ?? 10_000 }, (_, n) => rules.select(n)),
    );
    for (const id of ids) {
      for (const plural of plurals(read(messages[id] ?? ''))) {
        expect(plural.categories, `${id} {${plural.arg}}`).toEqual(
          expect.arrayContaining([...categories, 'other']),
        );
      }
    }
  });
}
