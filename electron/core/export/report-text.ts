// The printable report's words, numbers and times in one language: messages in ICU syntax
// (intl-messageformat, for each language's plurals), numbers and UTC times through Intl in that
// language's own conventions. Formatters are made once per language and message: a merged report
// formats thousands of rows.
import { IntlMessageFormat } from 'intl-messageformat';
import type { KioskLanguage } from '../../common/kiosk-languages.ts';
import { REPORT_MESSAGES, type ReportMessageId } from './report-messages/index.ts';

/** The values a message takes: text as recorded, or a number (formatted where the message says `#`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** The report's words, numbers and times in one language. */
export interface ReportText {
  readonly language: KioskLanguage;
  /** One message, with its values put in; plain text, to be escaped where it goes into HTML. */
  say(id: ReportMessageId, values?: MessageValues): string;
  /** A count, grouped as the language groups digits. */
  count(value: number): string;
  /** An ISO time as the language writes a date and time, in UTC (the report says so); as recorded if unreadable. */
  time(iso: string): string;
}

const texts = new Map<KioskLanguage, ReportText>();

/** The report's text in `language`, made once. */
export function reportText(language: KioskLanguage): ReportText {
  const made = texts.get(language);
  if (made !== undefined) return made;
  const text = makeReportText(language);
  texts.set(language, text);
  return text;
}

function makeReportText(language: KioskLanguage): ReportText {
  const messages = REPORT_MESSAGES[language];
  const formats = new Map<ReportMessageId, IntlMessageFormat>();
  const numbers = new Intl.NumberFormat(language);
  // 24-hour in every language: a tournament's times are read against a 24-hour UTC clock.
  const times = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
    hourCycle: 'h23',
  });
  return {
    language,
    say(id, values) {
      let format = formats.get(id);
      if (format === undefined) {
        // Tags stay off: a message is plain text, and what the log recorded is never markup.
        format = new IntlMessageFormat(messages[id], language, undefined, { ignoreTag: true });
        formats.set(id, format);
      }
      const said = format.format(values);
      if (typeof said !== 'string') throw new Error(`The report message ${id} did not format as text.`);
      return said;
    },
    count: (value) => numbers.format(value),
    time(iso) {
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? iso : times.format(at);
    },
  };
}
