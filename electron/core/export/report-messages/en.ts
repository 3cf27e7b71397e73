// The printable report's words in English: the source every other language translates (ICU message
// syntax). What the log recorded (words, names, initials, event actions and details) is put in as
// recorded; only the report's own words are translated. Each language is typed against these ids,
// so one left out fails the typecheck; report-messages.test.ts checks the placeholders.

/** English, the report's default language and the reference for every translation. */
export const EN = {
  'title.station': 'Challenge log — {station}',
  'title.merged':
    '{count, plural, one {Challenge log — # station merged} other {Challenge log — # stations merged}}',
  generated: 'Generated {time} UTC',
  'time.utc': '{time} UTC',
  'warnings.heading': 'Needs attention',
  'warning.refused': '{file} was refused: {reason}. None of its entries are merged.',
  'warning.refusedAt': '{file} was refused at entry {seq}: {reason}. None of its entries are merged.',
  // Word for word what the merged CSV and the command line have always said (a CSV value stays as it
  // was): the count is put in as it is, not as a plural.
  'warning.conflict':
    '{station}: the exports disagree at entry {seq} ({versions}). The log was changed or restored from an old copy; {heldBack} entries from entry {seq} on are not merged.',
  'warning.version': '{hash} in {files}',
  'mergedHead.label': "Merged head — every station's entries, in this order",
  'hall.heading': 'Hall: {hall}',
  'hall.id': 'Hall id',
  'hall.lexicon': 'The hall’s lexicon',
  'hall.noneDesignated': 'none designated',
  'hall.designated': '{list}, designated by {by} at {time} UTC',
  'hall.designations': 'Designations, oldest first',
  'hall.designation': '{time} UTC, by {by}: {list}',
  'hall.list': '{name} ({fingerprint}, {alphabet})',
  'hall.listWithWords': '{name} ({fingerprint}, {count, plural, one {# word} other {# words}}, {alphabet})',
  'judgedAgain.heading': 'Every verdict judged again at the hub',
  'judgedAgain.station': 'Station',
  'judgedAgain.judged': 'Judged again',
  'judgedAgain.agreeing': 'Agreeing',
  'judgedAgain.differing': 'Differing',
  'judgedAgain.notJudged': 'Not judged again (a list the hub does not hold)',
  'station.callsItself': 'Calls itself',
  'station.id': 'Station id',
  'station.appVersion': 'App version',
  'station.exportedAt': 'Exported at',
  'station.lexicons': 'Lexicons',
  'station.noLexicons': 'none',
  'station.entries': 'Entries',
  'head.label': 'Chain head — note it on paper',
  'head.emptyLabel': 'Chain head',
  'head.empty': 'none — the log is empty',
  'head.full': 'seq {seq} · hash {hash}',
  'lexicon.line': '{name} ({facts})',
  'lexicon.words': '{count, plural, one {# word} other {# words}}',
  'lexicon.tiles': '{alphabet} tiles',
  'alphabet.english': 'English',
  'alphabet.spanish': 'Spanish',
  'alphabet.catalan': 'Catalan',
  'alphabet.french': 'French',
  'alphabet.german': 'German',
  'alphabet.dutch': 'Dutch',
  'alphabet.polish': 'Polish',
  'alphabet.norwegian': 'Norwegian',
  'alphabet.swedish': 'Swedish',
  'alphabet.slovene': 'Slovene',
  'column.seq': 'Seq',
  'column.time': 'Time (UTC)',
  'column.station': 'Station',
  'column.round': 'Round',
  'column.table': 'Table',
  'column.entry': 'Entry',
  'column.verdict': 'Verdict',
  'column.lexicon': 'Lexicon',
  'column.hash': 'Hash',
  'table.empty': 'No entries.',
  legend:
    '✓ in the lexicon · ✗ not in the lexicon. Rulings and checks are shown under the challenge they refer to. Hashes are shortened; the export files hold them in full.',
  'entry.challenge': 'Challenge',
  'entry.ruling': 'Ruling: {ruling}',
  'entry.rulingBy': 'Ruling by {judge}: {ruling}',
  'entry.check': 'Check',
  'entry.checkBy': 'Check by {judge}',
  'entry.event': 'Event: {action}',
  'entry.eventBy': 'by {judge}',
  'entry.refersTo': '(entry {seq})',
  'ruling.upheld': 'upheld',
  'ruling.overturned': 'overturned',
  'source.kiosk': 'kiosk',
  'source.cli': 'cli',
  'source.judge': 'judge',
  'verdict.ACCEPTABLE': 'ACCEPTABLE',
  'verdict.UNACCEPTABLE': 'UNACCEPTABLE',
} as const;

/** Every report message id. */
export type ReportMessageId = keyof typeof EN;

/** One language's report messages: every id, no more. */
export type ReportMessages = Readonly<Record<ReportMessageId, string>>;
