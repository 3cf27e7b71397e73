// The hall's merged export is the USB merge's, row for row (while the stations' clocks agree), plus
// the hub's second opinion on each adjudication (`judged_again`) and when the hub received each
// entry (`received_at`): the tests that compare the two take those off first.

/** A line of a hall's merged.jsonl without the hub's additions, as `log merge` writes the same entry. */
export function unmarked(line: string): string {
  return line.replace(/(?:,"judged_again":"[a-z-]+")?(?:,"received_at":"[^"]+")?\}$/u, '}');
}
