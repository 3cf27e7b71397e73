import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { StationRequestError } from '../errors.ts';
import { writeFileDurably } from './durable-file.ts';

// Shared by everything that writes into a folder the director chose (a USB stick): the log export,
// the merge and the lexicon diff. It sits here, beside the durable write it builds on, so each of
// them imports it downwards.

/**
 * Writes each file durably; if one fails, removes the ones already written, so the folder holds
 * the whole export or none of it. Failures become plain messages for the director.
 */
export function writeAllOrNothing(
  folder: string,
  documents: readonly { name: string; text: string }[],
): string[] {
  const written: string[] = [];
  try {
    for (const document of documents) {
      const path = join(folder, document.name);
      writeFileDurably(path, Buffer.from(document.text, 'utf8'));
      written.push(path);
    }
    return written;
  } catch (error) {
    for (const path of written) rmSync(path, { force: true });
    throw new StationRequestError(writeFailureMessage(folder, error));
  }
}

/** Throws a plain StationRequestError unless `folder` is an existing folder. */
export function checkFolder(folder: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    throw new StationRequestError(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `There is no folder at ${folder}. Check that the USB stick is plugged in, or choose another folder.`
        : `The folder ${folder} cannot be opened (${code ?? String(error)}).`,
    );
  }
  if (!isFolder) throw new StationRequestError(`${folder} is a file, not a folder; choose a folder.`);
}

function writeFailureMessage(folder: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const nothing = 'Nothing was exported.';
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `The folder ${folder} cannot be written (permission denied). ${nothing}`;
    case 'EROFS':
      return `The folder ${folder} is read-only (is the USB stick write-protected?). ${nothing}`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `There is not enough space in ${folder}; free some space or use another USB stick. ${nothing}`;
    case 'EIO':
    case 'ENOENT':
    case 'ENODEV':
    case 'ENXIO':
      return `Writing to ${folder} failed (${code}): was the USB stick removed? ${nothing}`;
    default:
      return `Writing to ${folder} failed (${code ?? (error instanceof Error ? error.message : String(error))}). ${nothing}`;
  }
}
