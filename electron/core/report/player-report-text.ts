// The per-player report's words in one language: its own messages (electron/common/
// player-report-words/), and the printable log report's verdicts and UTC times, so both reports
// say them alike. Formatters are made once per language and message.
import { IntlMessageFormat } from 'intl-messageformat';
import type { KioskLanguage } from '../../common/kiosk-languages.ts';
import { PLAYER_REPORT_WORDS, type PlayerReportWordId } from '../../common/player-report-words/index.ts';
import type { Verdict } from '../../common/entry-values.ts';
import { escapeHtml } from '../export/html-escape.ts';
import { reportText, type MessageValues } from '../export/report-text.ts';

/** The per-player report's words, verdicts and times in one language. */
export interface PlayerReportText {
  readonly language: KioskLanguage;
  /** One message as plain text, its values put in. */
  say(id: PlayerReportWordId, values?: MessageValues): string;
  /** One message as HTML: the values (names, words as recorded) escaped, the message's own text not. */
  html(id: PlayerReportWordId, values?: MessageValues): string;
  verdict(verdict: Verdict): string;
  /** An ISO time in the language's conventions, in UTC. */
  time(iso: string): string;
}

const texts = new Map<KioskLanguage, PlayerReportText>();

/** The report's text in `language`, made once. */
export function playerReportText(language: KioskLanguage): PlayerReportText {
  const made = texts.get(language) ?? makeText(language);
  texts.set(language, made);
  return made;
}

function makeText(language: KioskLanguage): PlayerReportText {
  const messages = PLAYER_REPORT_WORDS[language];
  const formats = new Map<PlayerReportWordId, IntlMessageFormat>();
  const logReport = reportText(language);
  const say = (id: PlayerReportWordId, values?: MessageValues): string => {
    let format = formats.get(id);
    if (format === undefined) {
      format = new IntlMessageFormat(messages[id], language, undefined, { ignoreTag: true });
      formats.set(id, format);
    }
    const said = format.format(values);
    if (typeof said !== 'string') throw new Error(`The player report message ${id} did not format as text.`);
    return said;
  };
  return {
    language,
    say,
    html: (id, values = {}) =>
      say(
        id,
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'string' ? escapeHtml(value) : value,
          ]),
        ),
      ),
    verdict: (verdict) => logReport.say(`verdict.${verdict}`),
    time: (iso) => logReport.time(iso),
  };
}
