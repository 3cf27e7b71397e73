// The shape of an import's unplayable-lines report as the console shows it: plain data, shared by
// the core that builds it and the contract that carries it to the screen.

/** A report as the console shows it: each reason with its count and its first lines, as text. */
export interface UnplayableReportView {
  readonly total: number;
  readonly groups: readonly {
    readonly label: string;
    readonly count: number;
    readonly first: readonly string[];
  }[];
  readonly file: string | null;
  /** "2,187,360 lines hold Polish letters: import with --alphabet polish.", or null. */
  readonly alphabetHint: string | null;
}
