// One head for a whole merged log, written as a station's head is (`28:4ade ae7f b010 d52c`): the
// count of merged entries and the SHA-256 of their hashes in merged order, one a line. The hall
// view shows it, `hall export` prints it and the merged files carry it, so a director who noted it
// on paper can check any copy of the files afterwards (`log merge` of the same exports gives it too).
import { createHash } from 'node:crypto';
import { paperForm } from '../../common/noted-head-format.ts';

/** The merged log's head, in the paper form. */
export function mergedHead(entries: readonly { readonly hash: string }[]): string {
  const digest = createHash('sha256');
  for (const entry of entries) digest.update(`${entry.hash}\n`);
  return paperForm({ seq: entries.length, hash: digest.digest('hex') });
}
