// What the hall process reads to keep off the judging thread's core: the kernel's CPU lists and a
// thread's last CPU from /proc. The process itself is tested moving in hall-station-process.test.ts.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  avoidJudgingCore,
  coresBeside,
  lastCpuOf,
  parseCpuList,
  threadCpuLists,
} from '../../../electron/hall/station/judging-core-avoidance.ts';
import { makeTempDir, removeTempDir } from '../../support/temp-dir.ts';
import { until } from '../../support/until.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

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

  it('is refused when the status is cut short, or has no command', () => {
    expect(() => lastCpuOf('1234 (node) S 1 2')).toThrow(/no CPU/u);
    expect(() => lastCpuOf(fields('3'))).toThrow(/no CPU/u);
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

const online = parseCpuList(readFileSync('/sys/devices/system/cpu/online', 'utf8'));
// The judging stand-in is held on a CPU this test may use (a container's cpuset may allow fewer
// than are online); the hall asks for the online ones beside it.
const [judgingCpu] = threadCpuLists('self')[0] ?? [];
const refusalReason =
  online.length < 2
    ? ' (skipped: only one core online)'
    : existsSync('/usr/bin/taskset')
      ? ''
      : ' (skipped: util-linux taskset is not installed)';

describe('a core the kernel will not give', () => {
  it.skipIf(refusalReason !== '')(
    `is tried three times, said once, and left until the judging thread moves${refusalReason}`,
    async () => {
      // The judging thread: a process held on one CPU. The hall's taskset: one that refuses,
      // as the kernel does a list a cpuset shares nothing with, and counts its calls.
      const judging = spawn('/usr/bin/taskset', ['-c', String(judgingCpu), 'sleep', '60'], {
        stdio: 'ignore',
      });
      cleanups.push(() => judging.kill('SIGKILL'));
      const dir = makeTempDir('core-refusal');
      cleanups.push(() => removeTempDir(dir));
      const refusing = join(dir, 'taskset');
      const calls = join(dir, 'calls');
      writeFileSync(refusing, `#!/bin/sh\necho "$@" >> '${calls}'\nexit 1\n`);
      chmodSync(refusing, 0o700);
      // taskset holds it to that CPU before it becomes sleep: by then it last ran there.
      await sleep(200);
      const events: string[] = [];
      const avoidance = avoidJudgingCore(judging.pid ?? 0, (line) => events.push(line), refusing);
      if (avoidance === null) throw new Error('not watching');
      cleanups.push(() => avoidance.stop());
      await until(() => events.length > 0, 'the refusal is said', { timeoutMs: 5_000 });
      await sleep(1_500); // three more looks
      expect(events).toEqual([
        `hall: the hall process could not keep off CPU ${judgingCpu}, where the station judges`,
      ]);
      const tried = readFileSync(calls, 'utf8').trim().split('\n');
      expect(tried).toHaveLength(3);
      expect(tried[0]).toBe(
        `--all-tasks --cpu-list --pid ${online.filter((cpu) => cpu !== judgingCpu).join(',')} ${process.pid}`,
      );
    },
    15_000,
  );
});
