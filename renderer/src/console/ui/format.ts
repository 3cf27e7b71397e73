// How the console writes hashes: in groups, so they are copied onto paper without losing the place.
// (Times are written in the console's language: i18n/format-when.ts.)

/** A hash in groups of eight, so it can be copied onto paper and read back without losing the place. */
export function hashGroups(hash: string): string[] {
  return hash.match(/.{1,8}/gu) ?? [];
}
