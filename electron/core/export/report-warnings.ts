// What a merge must tell its reader first — a file refused, two exports of a station that disagree —
// kept as facts, so the report says them in its own language and the command line in English, from
// the same messages.
import { PAPER_HASH_DIGITS } from './export-header.ts';
import type { ReportText } from './report-text.ts';

/** One problem a merged report puts at its top. */
export type ReportWarning =
  | {
      readonly kind: 'refused';
      readonly file: string;
      /** The first entry whose hash did not verify; null when the file failed before any entry. */
      readonly firstBadSeq: number | null;
      /** Why, in the verifier's own (English) words: kept as it said it. */
      readonly reason: string;
    }
  | {
      readonly kind: 'conflict';
      readonly stationName: string;
      readonly seq: number;
      readonly versions: readonly { readonly hash: string; readonly files: readonly string[] }[];
      readonly heldBack: number;
    };

/** A warning as one sentence in the text's language. */
export function warningText(warning: ReportWarning, text: ReportText): string {
  switch (warning.kind) {
    case 'refused':
      return warning.firstBadSeq === null
        ? text.say('warning.refused', { file: warning.file, reason: warning.reason })
        : text.say('warning.refusedAt', {
            file: warning.file,
            seq: warning.firstBadSeq,
            reason: warning.reason,
          });
    case 'conflict':
      return text.say('warning.conflict', {
        station: warning.stationName,
        seq: warning.seq,
        heldBack: warning.heldBack,
        versions: warning.versions
          .map((version) =>
            text.say('warning.version', {
              hash: version.hash.slice(0, PAPER_HASH_DIGITS),
              files: version.files.join(', '),
            }),
          )
          .join('; '),
      });
  }
}
