import type { EventRecorder } from '../log/log-recorder.ts';

/**
 * Records that the director quit the station from the console. Quitting must work even when the log
 * refuses writes, since that is when a director needs it most: then only the event is lost.
 */
export function recordConsoleQuit(events: Pick<EventRecorder, 'recordEventIfPossible'>): void {
  events.recordEventIfPossible('station-quit', 'quit from the console');
}
