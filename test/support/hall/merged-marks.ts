// The hall's merged export is the USB merge's, row for row, plus the hub's second opinion on each
// adjudication (`judged_again`): the tests that compare the two take that mark off first.

/** A line of a hall's merged.jsonl without the hub's mark, as `log merge` writes the same entry. */
export function unmarked(line: string): string {
  return line.replace(/,"judged_again":"[a-z-]+"\}$/u, '}');
}
