// What the hall process reads to keep off the judging thread's core: the kernel's CPU lists and a
// thread's last CPU from /proc. The process itself is tested moving in hall-station-process.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  coresBeside,
  lastCpuOf,
  parseCpuList,
} from '../../../electron/hall/station/judging-core-avoidance.ts';

describe('the CPU lists the kernel writes', () => {
  it('reads single CPUs and ranges, in order, once each', () => {
    expect(parseCpuList('0\n')).toEqual([0]);
    expect(parseCpuList('0-3,6')).toEqual([0, 1, 2, 3, 6]);
    expect(parseCpuList('6,0-1,1')).toEqual([0, 1, 6]);
  });

  it('refuses what is not a CPU list, rather than guessing', () => {
    for (const text of ['', 'a', '0-', '3-1', '0,,1', '-1'])
      expect(() => parseCpuList(text), text).toThrow(/not a CPU list/u);
  });
});

describe("a thread's last CPU", () => {
  // Field 39 of /proc/PID/task/TID/stat, counted past the command, which may hold spaces and ')'.
  const fields = (cpu: string) =>
    ['S', ...Array.from({ length: 35 }, (_, index) => String(index + 1)), cpu, '0', '0'].join(' ');

  it('is field 39, however odd the command name', () => {
    expect(lastCpuOf(`1234 (node) ${fields('3')}`)).toBe(3);
    expect(lastCpuOf(`1234 (a) b (c) ${fields('1')}`)).toBe(1);
  });

  it('is refused when the status is cut short', () => {
    expect(() => lastCpuOf('1234 (node) S 1 2')).toThrow(/no CPU/u);
  });

  it("reads this thread's own, one of the machine's online CPUs", () => {
    const online = parseCpuList(readFileSync('/sys/devices/system/cpu/online', 'utf8'));
    expect(online).toContain(
      lastCpuOf(readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8')),
    );
  });
});

describe('the cores the hall process keeps to', () => {
  it('are every online CPU but the judging one, and none on a one-core machine', () => {
    expect(coresBeside([0, 1], 0)).toEqual([1]);
    expect(coresBeside([0, 1, 2, 3], 2)).toEqual([0, 1, 3]);
    expect(coresBeside([0], 0)).toBeNull();
  });
});
