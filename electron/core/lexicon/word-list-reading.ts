import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { StationRequestError } from '../errors.ts';

// A file that cannot be read is the director's mistake to fix, not a station fault.

/** Reads a word-list file whole; a file that cannot be read is a StationRequestError. */
export function readWordListFile(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new StationRequestError(unreadableFileMessage(path, error));
  }
}

/** Reads a word-list file in chunks, reporting the fraction read after each. */
export async function readWithProgress(
  path: string,
  onFraction: (fraction: number) => void,
): Promise<Uint8Array> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (error) {
    throw new StationRequestError(unreadableFileMessage(path, error));
  }
  try {
    const stats = await file.stat();
    if (!stats.isFile()) throw new StationRequestError(`${path} is not a file.`);
    const size = stats.size;
    const bytes = new Uint8Array(size);
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await file.read(bytes, offset, Math.min(1 << 20, size - offset), offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
      onFraction(offset / size);
    }
    return bytes.subarray(0, offset);
  } finally {
    await file.close();
  }
}

function unreadableFileMessage(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return `There is no file at ${path}.`;
  if (code === 'EISDIR') return `${path} is a folder; choose the word-list file inside it.`;
  if (code === 'EACCES' || code === 'EPERM') return `${path} cannot be read (permission denied).`;
  return `${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
}
