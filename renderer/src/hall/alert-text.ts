// An alert in the view's language: the hub sends what it composed as a code and parameters, and
// the page says it with its own messages and its own time format. A fault's text (written by the
// ingest), or an alert raised before the hub kept the code, is shown as the hub stored it.
import type { HallAlertMessage, UnusualCharacter } from '../../../electron/common/hall-alert-messages.ts';
import type { HallAlert } from '../../../electron/common/hall-view-shapes.ts';
import type { HallText } from './i18n/hall-text.ts';

/** When a station was lost or went quiet: hours and minutes, on the 24-hour clock every hall reads. */
const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function said(text: HallText, message: HallAlertMessage): string {
  const { t, moment } = text;
  switch (message.code) {
    case 'silent':
      return t('alertText.silent', {
        station: message.station,
        seconds: message.seconds,
        time: moment(message.lastHeard),
      });
    case 'unreachable':
    case 'quiet':
      return t(`alertText.${message.code}`, {
        station: message.station,
        time: text.intl.formatTime(message.since, HOUR_MINUTE),
      });
    case 'lexicon-drift': {
      const drift = t('alertText.lexicon-drift', {
        station: message.station,
        offered: message.offered,
        designated: message.designated,
      });
      return message.refused === null
        ? drift
        : `${drift} ${t('alertText.listRefused', { reason: message.refused })}`;
    }
    case 'look-alike': {
      const alike = t('alertText.look-alike', {
        station: message.station,
        list: message.list,
        designated: message.designated,
      });
      return `${alike}${unusualText(text, message.unusual)}`;
    }
    case 'version':
      return t('alertText.version', {
        station: message.station,
        version: message.version,
        hubVersion: message.hubVersion,
      });
    case 'cannot-record':
      return t('alertText.cannot-record', { station: message.station, problem: message.problem });
    case 'stopped':
      return t(message.cause === 'file-guard' ? 'alertText.file-guard' : 'alertText.write-refused', {
        station: message.station,
        reason: message.reason,
      });
  }
}

/** The characters that tell a look-alike name apart, " (…)" in the view's words; "" for none. */
export function unusualText(text: HallText, unusual: readonly UnusualCharacter[]): string {
  if (unusual.length === 0) return '';
  const named = unusual.map((each) =>
    each.invisible
      ? text.t('alertText.invisible', { code: each.code })
      : text.t('alertText.unusual', { char: each.char, code: each.code }),
  );
  return ` (${text.intl.formatList(named)})`;
}

/** A station card's fault of reach (unreachable, or reachable but quiet), in its alert's words. */
export function reachText(text: HallText, message: HallAlertMessage): string {
  return said(text, message);
}

/** What an alert says, in the view's language where the hub sent its code. */
export function alertText(text: HallText, alert: HallAlert): string {
  return alert.message === null ? alert.text : said(text, alert.message);
}
