import type { IntlShape } from 'react-intl';

// The month by name and a 24-hour clock: a date no language reads two ways (03/04 is March in one
// country and April in the next), in the station's own time zone; the log itself stores UTC.
const WHEN: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** An ISO time as a date and time in `intl`'s language; text that is not a time is shown as it is. */
export function formatWhen(intl: IntlShape, iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : intl.formatDate(time, WHEN);
}
