import { z } from 'zod';
import type { LogEntry } from '../../common/log-shapes.ts';
import { column, ENTRY_FIELDS, type EntryField } from './entry-columns.ts';

/** A column's values, as plain data: one switch checks them all faster than a call per column type. */
type ValueType =
  | { readonly kind: 'string' | 'integer' | 'boolean'; readonly nullable: boolean }
  | { readonly kind: 'enum'; readonly nullable: boolean; readonly options: ReadonlySet<unknown> }
  | { readonly kind: 'array'; readonly nullable: boolean; readonly item: ValueType };

/**
 * A plain description of a column's zod type, for the few types the column table uses. Verifying
 * a long log row by row is dominated by the checking, and zod costs several times what these
 * comparisons do. A type without a case here fails when this module loads, so a column added to
 * the table with a new kind of value cannot pass unchecked.
 */
function valueType(type: z.ZodType, nullable = false): ValueType {
  if (type instanceof z.ZodNullable) return valueType(type.unwrap() as z.ZodType, true);
  if (type instanceof z.ZodString && type.def.checks === undefined) return { kind: 'string', nullable };
  if (type instanceof z.ZodBoolean) return { kind: 'boolean', nullable };
  if (type instanceof z.ZodNumber && type.format === 'safeint' && type.def.checks?.length === 1) {
    return { kind: 'integer', nullable };
  }
  if (type instanceof z.ZodEnum) return { kind: 'enum', nullable, options: new Set<unknown>(type.options) };
  if (type instanceof z.ZodArray && type.def.checks === undefined) {
    return { kind: 'array', nullable, item: valueType(type.element as z.ZodType) };
  }
  throw new Error(`No plain check for a column of type ${type.def.type}: add one to entry-row-check.ts.`);
}

function fits(type: ValueType, value: unknown): boolean {
  if (value === null) return type.nullable;
  switch (type.kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isSafeInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return type.options.has(value);
    case 'array': {
      if (!Array.isArray(value)) return false;
      for (const item of value as unknown[]) if (!fits(type.item, item)) return false;
      return true;
    }
  }
}

interface ColumnCheck {
  readonly field: EntryField;
  readonly json: boolean;
  readonly type: ValueType;
}

const CHECKS: readonly ColumnCheck[] = ENTRY_FIELDS.map((field) => ({
  field,
  json: column(field).storedAsJson === true,
  type: valueType(column(field).value),
}));

const TEMPLATE: Readonly<Record<string, unknown>> = Object.fromEntries(
  ENTRY_FIELDS.map((field) => [field, null]),
);

/**
 * A stored row's values, in the column table's order (as a raw statement returns them), checked:
 * a new array of the same values with the word lists parsed from their JSON text, or null when any
 * value is not of its column's type: such a row was not written by the station.
 */
export function checkedValues(values: readonly unknown[]): unknown[] | null {
  if (values.length !== CHECKS.length) return null;
  const checked: unknown[] = [];
  for (let index = 0; index < CHECKS.length; index += 1) {
    const check = CHECKS[index] as ColumnCheck;
    let value = values[index];
    if (check.json) {
      if (typeof value !== 'string') return null;
      try {
        value = JSON.parse(value);
      } catch {
        return null;
      }
    }
    if (!fits(check.type, value)) return null;
    checked.push(value);
  }
  return checked;
}

/** Reads a stored row's values (as {@link checkedValues} takes them) into an entry; null when malformed. */
export function valuesToEntry(values: readonly unknown[]): LogEntry | null {
  const checked = checkedValues(values);
  if (checked === null) return null;
  // Filled in from a template with every field: a fixed shape, instead of growing one per row.
  const entry: Record<string, unknown> = { ...TEMPLATE };
  for (let index = 0; index < CHECKS.length; index += 1) {
    entry[(CHECKS[index] as ColumnCheck).field] = checked[index];
  }
  return entry as unknown as LogEntry;
}

/** A row keyed by column name (as `SELECT *` returns it) as its values in the table's order. */
export function rowValues(row: Readonly<Record<string, unknown>>): unknown[] {
  return ENTRY_FIELDS.map((field) => row[column(field).row]);
}
