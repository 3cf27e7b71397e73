// The hall view's words and times in its language, for its components: ids checked against the
// English messages, times formatted by the locale instead of the raw ISO strings the hub sends.
import { createElement, useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isKioskLanguage, type KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import type { HallMessageId } from './hall-messages.ts';

/** A placeholder's value: words and numbers the hub sent or the page counted. */
type Values = Readonly<Record<string, string | number>>;

// A tournament hall reads a 24-hour clock in every one of its languages (the view said 14:05:09 in
// English before it spoke others); the locale still orders and separates the parts.
const TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...TIME, day: 'numeric', month: 'long' };

/** The helpers every hall component takes its words from. */
export interface HallText {
  readonly intl: IntlShape;
  /** The language the view speaks. */
  readonly language: KioskLanguage;
  /** A message as text. */
  readonly t: (id: HallMessageId, values?: Values) => string;
  /** A message whose `<code>` parts are shown as code (fingerprints, hashes, folders). */
  readonly rich: (id: HallMessageId, values?: Values) => ReactNode;
  /** A time of day in the view's language; "—" for none. */
  readonly clock: (iso: string | null) => string;
  /** A day and time in the view's language (an alert may be read the next morning); "—" for none. */
  readonly moment: (iso: string | null) => string;
}

/** The hall view's helpers for the language the page's IntlProvider speaks. */
export function hallText(intl: IntlShape): HallText {
  return {
    intl,
    language: isKioskLanguage(intl.locale) ? intl.locale : 'en',
    t: (id, values) => intl.formatMessage({ id }, values),
    rich: (id, values) =>
      intl.formatMessage(
        { id },
        { ...values, code: (chunks: ReactNode[]) => createElement('code', null, ...chunks) },
      ),
    clock: (iso) => (iso === null ? '—' : intl.formatTime(iso, TIME)),
    moment: (iso) => (iso === null ? '—' : intl.formatDate(iso, DAY_AND_TIME)),
  };
}

/** The hall view's helpers in a component. */
export function useHallText(): HallText {
  const intl = useIntl();
  return useMemo(() => hallText(intl), [intl]);
}
