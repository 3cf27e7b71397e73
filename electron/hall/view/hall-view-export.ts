// `hall:export`: the files `hall export` writes, into a new folder under the hub's `exports/`, or
// under a folder the director names (a USB stick): it must be there already, and the export goes
// into a new folder of its own inside it, so nothing there is written over.
import { existsSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { paperForm } from '../../common/noted-head-format.ts';
import { StationRequestError } from '../../core/errors.ts';
import { mergeWarnings } from '../../core/export/log-merge.ts';
import { mergedHead } from '../../core/export/merged-head.ts';
import { notUpToDateNotes } from '../../core/hall/hub/hall-display.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import type { HallExportResult, HallViewRequest } from '../../ipc/hall-view-contract.ts';
import type { HallViewPort } from './hall-view-port.ts';
import { HallViewRefusal } from './hall-view-refusal.ts';

/** Exports the hall at `now` as `request` asks; `openAlerts` is how many alerts stand unacknowledged. */
export function exportHall(
  hubDir: string,
  hub: HallViewPort,
  now: Date,
  request: HallViewRequest<'hall:export'>,
  openAlerts: () => number,
): HallExportResult {
  const stamp = `hall-export-${now.toISOString().replace(/[:.]/gu, '-')}`;
  const dir =
    request.to === undefined ? join(hubDir, 'exports', stamp) : join(existingFolder(request.to), stamp);
  const { result, files } = exportOrRefuse(() => hub.exportTo(dir, now), dir);
  const rows = hub.status(now);
  return {
    dir,
    files,
    entries: result.entries.length,
    stations: result.stations.map((station) => ({
      name: visibleText(station.stationName),
      entries: station.entryCount,
      head: station.head === null ? null : paperForm(station.head),
    })),
    mergedHead: mergedHead(result.entries),
    behind: rows.flatMap(notUpToDateNotes),
    // The merge's own problems (refused files, conflicts), in the hub's words.
    warnings: mergeWarnings(result).map(visibleText),
    openAlerts: openAlerts(),
    conflicts: result.conflicts.length,
  };
}

// A folder the director named for the export: absolute, there, and a folder (not a file).
function existingFolder(path: string): string {
  if (!isAbsolute(path)) throw new HallViewRefusal(`Give the folder's full path (${path} is not one).`);
  let folder: boolean;
  try {
    folder = statSync(path).isDirectory();
  } catch {
    throw new HallViewRefusal(`There is no folder ${path}: is the USB stick plugged in and mounted?`);
  }
  if (!folder) throw new HallViewRefusal(`${path} is a file, not a folder.`);
  return path;
}

/**
 * Runs an export into `dir` (a new folder): a write that fails (a stick full, write-protected or
 * pulled out) is refused to the page in the export's own words, and the folder it began is removed,
 * so the director sees why and no half-written export is left on the stick.
 */
function exportOrRefuse<T>(write: () => T, dir: string): T {
  const existed = existsSync(dir);
  try {
    return write();
  } catch (error) {
    if (!(error instanceof StationRequestError)) throw error;
    if (!existed) rmSync(dir, { recursive: true, force: true });
    throw new HallViewRefusal(error.message);
  }
}
