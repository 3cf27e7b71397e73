// Which core takes the disk's interrupts. On this bench's virtual machine one queue of its disk
// interrupts only CPU 1, the hub's core, and work on that core more than doubled the p99 of fsyncs
// on the other, where the stations judge (measured 2026-11-30): a cost no hall pays, whose
// hub is on another machine. The bench says where the interrupts went, so that a run's figures can
// be read with it.
import { readFileSync } from 'node:fs';

/** The interrupt names of block devices' request queues: virtio, NVMe, AHCI/ATA, SD and eMMC. */
const DISK_QUEUE = /^(?:virtio\d+-req|nvme\d+q\d+|ahci|ata_|mmc\d|sdhci|dw_mmc)/u;

/**
 * The disk queues' interrupts so far on each CPU, from the text of /proc/interrupts: its first line
 * names the CPUs; each line after is a number, a count per CPU, the controller and the name.
 */
export function diskInterruptsByCpu(text: string): number[] {
  const [header = '', ...lines] = text.split('\n');
  const cpus = header
    .trim()
    .split(/\s+/u)
    .filter((name) => /^CPU\d+$/u.test(name)).length;
  const counts = Array.from({ length: cpus }, () => 0);
  for (const line of lines) {
    const fields = line.trim().split(/\s+/u);
    const name = fields.at(-1) ?? '';
    if (!/^\d+:$/u.test(fields[0] ?? '') || !DISK_QUEUE.test(name)) continue;
    for (let cpu = 0; cpu < cpus; cpu += 1) counts[cpu] = (counts[cpu] ?? 0) + Number(fields[cpu + 1] ?? 0);
  }
  return counts;
}

/** The disk interrupts of the machine the bench runs on so far, per CPU; empty where /proc/interrupts cannot be read. */
export function diskInterruptsNow(): number[] {
  try {
    return diskInterruptsByCpu(readFileSync('/proc/interrupts', 'utf8'));
  } catch {
    return [];
  }
}

/** Each CPU's share of the disk interrupts between two readings, e.g. "CPU0 2%, CPU1 98%". */
export function diskInterruptShares(before: readonly number[], after: readonly number[]): string {
  const deltas = after.map((count, cpu) => count - (before[cpu] ?? 0));
  const total = deltas.reduce((sum, each) => sum + each, 0);
  if (total <= 0) return 'none seen';
  return deltas.map((delta, cpu) => `CPU${cpu} ${((delta / total) * 100).toFixed(0)}%`).join(', ');
}
