// Whether the hub's disk can hold what the stations may still send (electron/core/hall/hub/hub-disk.ts).
import { describe, expect, it } from 'vitest';
import { DISK_MARGIN_BYTES, diskShortage } from '../../../electron/core/hall/hub/hub-disk.ts';

const MiB = 1024 * 1024;

describe("the hub's disk against what the stations may still send", () => {
  it('says nothing while the disk holds every station’s remaining budget and the margin', () => {
    expect(diskShortage(3 * 256 * MiB + DISK_MARGIN_BYTES, [0, 0, 0], 256 * MiB)).toBeNull();
    // What a station already sent is on the disk: only the rest of its budget is still to come.
    expect(diskShortage(256 * MiB + DISK_MARGIN_BYTES, [200 * MiB, 56 * MiB], 256 * MiB)).toBeNull();
  });

  it('tells the director, with the figures, when it cannot', () => {
    expect(diskShortage(1_000 * MiB, [0, 0, 0, 0], 256 * MiB)).toBe(
      "The hub's disk has 1000 MiB free, and its 4 stations may still send up to 1024 MiB to the hall's stream: " +
        "free space on the hub's disk, or start the hub with a lower `--max-mib-per-station`",
    );
    // A station past its budget counts nothing more.
    expect(diskShortage(DISK_MARGIN_BYTES - 1, [300 * MiB], 256 * MiB)).not.toBeNull();
  });
});
