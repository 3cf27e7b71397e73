// The bench says which core took the disk's interrupts: read from /proc/interrupts as Linux writes it.
import { describe, expect, it } from 'vitest';
import { diskInterruptsByCpu, diskInterruptShares } from '../../bench/disk-interrupts.ts';

// This bench machine's own /proc/interrupts, cut down: the disk is virtio1's request queue.
const VIRTUAL = `           CPU0       CPU1
  0:         38          0   IO-APIC   2-edge      timer
 31:          0       6041  PCI-MSIX-0000:00:01.0   3-edge      virtio0-stats
 36:          0    6656516  PCI-MSIX-0000:00:02.0   1-edge      virtio1-req.0
 37:      66470          0  PCI-MSIX-0000:00:03.0   2-edge      virtio2-output.0
NMI:          0          0   Non-maskable interrupts
LOC:   12345678   23456789   Local timer interrupts
`;

// A laptop's NVMe with a queue per CPU, and an SD card's controller on a four-core board.
const NVME = `            CPU0       CPU1       CPU2
 124:         10          0          0  IR-PCI-MSI 1048576-edge      nvme0q0
 125:       4000          0          0  IR-PCI-MSI 1048577-edge      nvme0q1
 126:          0       3000          0  IR-PCI-MSI 1048578-edge      nvme0q2
 127:          0          0       2000  IR-PCI-MSI 1048579-edge      nvme0q3
 140:        999        999        999  IR-PCI-MSI 327680-edge      xhci_hcd
`;
const SD_CARD = `           CPU0       CPU1       CPU2       CPU3
 39:      52000          0          0          0     GICv2 158 Level     mmc1, mmc0
`;

describe('diskInterruptsByCpu', () => {
  it('counts only the disk queues, per CPU, not timers, NMIs or other devices', () => {
    expect(diskInterruptsByCpu(VIRTUAL)).toEqual([0, 6656516]);
    expect(diskInterruptsByCpu(NVME)).toEqual([4010, 3000, 2000]);
    expect(diskInterruptsByCpu(SD_CARD)).toEqual([52000, 0, 0, 0]);
  });

  it('finds nothing on a machine with no disk queue it knows, rather than guessing', () => {
    expect(diskInterruptsByCpu('           CPU0\n  0:  5  IO-APIC 2-edge timer\n')).toEqual([0]);
    expect(diskInterruptsByCpu('')).toEqual([]);
  });
});

describe('diskInterruptShares', () => {
  it('says what share of the interrupts between two readings each CPU took', () => {
    expect(diskInterruptShares([0, 1000], [10, 1990])).toBe('CPU0 1%, CPU1 99%');
    expect(diskInterruptShares([5, 5], [5, 5])).toBe('none seen');
  });
});
