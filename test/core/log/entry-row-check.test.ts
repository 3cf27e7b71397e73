// The plain row check (the fast path of every read and of the full check) must accept exactly the
// rows the column table's zod types accept: malformed rows are evidence of tampering.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { column, ENTRY_FIELDS } from '../../../electron/core/log/entry-columns.ts';
import { rowToEntry } from '../../../electron/core/log/log-row.ts';

// The reference: zod over each column's value, word lists parsed from their JSON text first.
const reference = z.tuple(
  ENTRY_FIELDS.map((field) => {
    const { value, storedAsJson } = column(field);
    if (storedAsJson !== true) return value;
    return z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'not JSON' });
          return z.NEVER;
        }
      })
      .pipe(value);
  }) as unknown as [z.ZodType, ...z.ZodType[]],
);

const anyValue = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    'ACCEPTABLE',
    'UNACCEPTABLE',
    'adjudication',
    'event',
    'kiosk',
    'cli',
    'upheld',
    'stays',
    'comes-off',
    'challenger',
    'player',
    '',
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom<unknown>('["QI","ZA"]', '[true,false]', '[]', '[1]', '{"a":1}', 'not json', '[null]'),
);

const GOOD: unknown[] = [
  1,
  '2026-01-01T00:00:00.000Z',
  'id',
  '1.0.0',
  'adjudication',
  'TWL',
  'f'.repeat(64),
  '["QI"]',
  '[true]',
  'ACCEPTABLE',
  'kiosk',
  3,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  '0'.repeat(64),
  'a'.repeat(64),
  // The game: division, round, table, both players, the challenger and the rule's outcome.
  'A',
  4,
  '12A',
  'A',
  7,
  'Ann',
  'A',
  19,
  'Bob',
  2,
  'stays',
  'challenger',
  null,
];

describe('the plain row check', () => {
  it('accepts a row exactly when the column table’s zod types do', () => {
    fc.assert(
      fc.property(
        fc.array(anyValue, { minLength: ENTRY_FIELDS.length, maxLength: ENTRY_FIELDS.length }),
        (row) => {
          expect(rowToEntry(row) !== null).toBe(reference.safeParse(row).success);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('accepts every field of a well-formed row, and no row with one field of the wrong type', () => {
    expect(GOOD).toHaveLength(ENTRY_FIELDS.length);
    expect(rowToEntry(GOOD)).toMatchObject({ seq: 1, words: ['QI'], wordResults: [true], round: 3 });
    ENTRY_FIELDS.forEach((field, index) => {
      const bad = [...GOOD];
      bad[index] = { field };
      expect(rowToEntry(bad), field).toBeNull();
    });
  });
});
