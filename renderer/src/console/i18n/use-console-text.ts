import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  formatConsoleMessage,
  type ConsoleMessage,
  type ConsoleMessageId,
  type MessageValues,
} from './console-messages.ts';

/** The console's words in its language, with ids the compiler checks (react-intl's own take any string). */
export interface ConsoleText {
  readonly intl: IntlShape;
  /** A message as plain text, for labels, hints, notices and attributes. */
  readonly text: (id: ConsoleMessageId, values?: MessageValues) => string;
  /** A message kept as id and values (a form check's refusal) as plain text. */
  readonly message: (message: ConsoleMessage) => string;
  /** A number in the console's language (1,234 in English, 1 234 in Polish). */
  readonly number: (value: number) => string;
}

/** The console's text functions for the language of the nearest IntlProvider. */
export function useConsoleText(): ConsoleText {
  const intl = useIntl();
  return useMemo(
    () => ({
      intl,
      text: (id, values) => formatConsoleMessage(intl, values === undefined ? { id } : { id, values }),
      message: (message) => formatConsoleMessage(intl, message),
      number: (value) => intl.formatNumber(value),
    }),
    [intl],
  );
}
