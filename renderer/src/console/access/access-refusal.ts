// A refused unlock or recovery in the console's language. The station's own message is English
// (the command line shows it); the reason it gives beside it is what the screen says.
import type { AccessResponse } from '../../../../electron/ipc/contract.ts';
import type { ConsoleText } from '../i18n/use-console-text.ts';

type Refused = Extract<AccessResponse, { ok: false }>;

/** What a refused PIN (`what` 'pin') or recovery code ('code') says, in the console's language. */
export function accessRefusalText(text: ConsoleText['text'], result: Refused, what: 'pin' | 'code'): string {
  switch (result.refused) {
    case 'wrong':
      return text('access.wrong', { what });
    case 'waiting':
      return text('access.waiting');
    case 'not-set-up':
      return text('access.notSetUp');
    default:
      return result.message;
  }
}
