/**
 * The object without its undefined fields: schema and option parsers give `T | undefined` for an
 * absent field, where the core's exact optional types want the field left out.
 */
export function definedOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
