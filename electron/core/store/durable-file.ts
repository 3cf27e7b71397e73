import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a file so that it is either complete or absent: into a temporary name, flushed to disk,
 * then renamed over the target. A reader never sees a half-written lexicon. `mode` is the new file's
 * (before the umask): owner-only for the station's own files, the default for exports.
 */
export function writeFileDurably(path: string, bytes: Uint8Array, mode = 0o666): void {
  const temporary = `${path}.${process.pid}.partial`;
  try {
    const fd = openSync(temporary, 'w', mode);
    try {
      // One write may take only part of the bytes (a disk filling up takes what fits); the next
      // then throws ENOSPC, rather than a cut-off file being renamed into place.
      for (let written = 0; written < bytes.byteLength;)
        written += writeSync(fd, bytes, written, bytes.byteLength - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
    syncDirectory(dirname(path));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

// The rename itself is durable only once the folder is flushed (not possible on Windows).
function syncDirectory(path: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
