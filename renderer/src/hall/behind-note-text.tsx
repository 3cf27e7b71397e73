import type { ReactNode } from 'react';
import type { HallBehindNote } from '../../../electron/common/hall-export-notes.ts';
import type { HallText } from './i18n/hall-text.ts';

/**
 * What an export says of a station not known to be up to date, in the view's language; the command
 * to run (`hall sync`) is shown as code, typed as it is in every language.
 */
export function behindNoteText(text: HallText, note: HallBehindNote): ReactNode {
  const { t, rich, moment } = text;
  switch (note.code) {
    case 'never-joined':
      return t('behindNote.never-joined', { station: note.station });
    case 'never-reported':
      return rich('behindNote.never-reported', { station: note.station, after: note.after });
    case 'ahead': {
      const heard = t(note.onDemand ? 'behindNote.lastSync' : 'behindNote.lastHeard', {
        time: moment(note.lastHeard),
      });
      return note.held > 0
        ? rich('behindNote.aheadHeld', {
            station: note.station,
            entries: note.entries,
            held: note.held,
            heard,
          })
        : rich('behindNote.ahead', { station: note.station, entries: note.entries, heard });
    }
    case 'unknown':
      return rich('behindNote.unknown', {
        station: note.station,
        heard: t(note.onDemand ? 'behindNote.lastSync' : 'behindNote.lastHeard', {
          time: moment(note.lastHeard),
        }),
      });
  }
}
