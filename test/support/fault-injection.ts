import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, removeTempDir } from './temp-dir.ts';

// The tests run as root, for whom chmod stops nothing; the immutable flag (chattr +i) stops root too,
// even through files it already has open. It needs Linux, CAP_LINUX_IMMUTABLE and ext2/3/4, XFS, Btrfs…
let immutableWorks: boolean | undefined;

/** Whether `chattr +i` makes files unwritable here (probed once, on a scratch file). */
export function canMakeImmutable(): boolean {
  if (immutableWorks !== undefined) return immutableWorks;
  immutableWorks = false;
  if (process.platform !== 'linux') return false;
  const dir = makeTempDir('chattr');
  const file = join(dir, 'probe');
  try {
    writeFileSync(file, 'x');
    execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
    try {
      appendFileSync(file, 'y');
    } catch {
      immutableWorks = true;
    }
    execFileSync('chattr', ['-i', file], { stdio: 'ignore' });
  } catch {
    immutableWorks = false;
  } finally {
    removeTempDir(dir);
  }
  return immutableWorks;
}

/** Sets or clears the immutable flag; clearing ignores paths that are gone. */
export function setImmutable(paths: readonly string[], immutable: boolean): void {
  for (const path of paths) {
    try {
      execFileSync('chattr', [immutable ? '+i' : '-i', path], { stdio: 'ignore' });
    } catch (error) {
      if (immutable) throw error;
    }
  }
}

/** A small filesystem of its own, so that it can really be filled. */
export interface TinyDisk {
  readonly dir: string;
  /** Fills every free byte; returns a function that frees them again. */
  fill(): () => void;
  unmount(): void;
}

/**
 * Mounts a tmpfs of `bytes` on a fresh temporary folder: a real "No space left on device", not a
 * limit SQLite keeps for itself. Null where mounting is not allowed (not root, no CAP_SYS_ADMIN,
 * not Linux).
 */
export function mountTinyDisk(bytes: number): TinyDisk | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const dir = makeTempDir('disk');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
  } catch {
    removeTempDir(dir);
    return null;
  }
  return {
    dir,
    fill: () => {
      const filler = join(dir, 'filler');
      const fd = openSync(filler, 'w');
      const block = Buffer.alloc(4096);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
      return () => rmSync(filler, { force: true });
    },
    unmount: () => {
      // Lazy, so that a test that failed with files still open does not leave the mount behind.
      execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      removeTempDir(dir);
    },
  };
}

/** Overwrites bytes of a file in place and returns what was there. */
export function overwriteBytes(path: string, offset: number, bytes: Uint8Array): Buffer {
  const fd = openSync(path, 'r+');
  try {
    const original = Buffer.alloc(bytes.length);
    readSync(fd, original, 0, bytes.length, offset);
    writeSync(fd, bytes, 0, bytes.length, offset);
    return original;
  } finally {
    closeSync(fd);
  }
}

/** The numbers (from 0) of every page of a database file that contains `text`. */
export function pagesHolding(path: string, text: string, pageSize: number): number[] {
  const file = readFileSync(path);
  const needle = Buffer.from(text);
  const pages = new Set<number>();
  for (let at = file.indexOf(needle); at !== -1; at = file.indexOf(needle, at + 1)) {
    pages.add(Math.floor(at / pageSize));
  }
  return [...pages];
}
