// What the message-catalog tests compare between a language and English: the placeholders and tags
// a message uses, and the plural categories each of its plurals gives forms for. One reading for
// the kiosk's, the console's, the hall view's and the printed report's catalogs.
import {
  isArgumentElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

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
