// What a player waits for: Tab to the verdict on the kiosk screen, in Chromium against the web station
// (the same screen, handlers and durable log as the kiosk). Timed in the page, from the Tab keydown
// to the verdict being in the document, so the test driver's round trips are not counted.
// `node bench/kiosk-latency.ts` runs this section alone; `npm run bench` runs it last.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import buildRenderer from '../test/support/build-renderer.ts';
import {
  CHROMIUM_PATH,
  installProbe,
  launchChromium,
  openKiosk,
  RAPID_TIMINGS,
  timedChallenge,
} from '../test/support/kiosk-fixture.ts';

const CHALLENGES = 200;
const WARM_UP = 10;
const TARGET_P99_MS = 50;

// Acceptable and unacceptable plays of 1, 2 and 8 words, in turn.
const PLAYS: readonly (readonly string[])[] = [
  ['CAT', 'DOG'],
  ['CAT', 'XQZT'],
  ['QUIZ'],
  ['OXEN', 'JOKE', 'WALTZ', 'FJORD', 'CAT', 'DOG', 'ZOO', 'QUIET'],
];

/** Nearest-rank quantile. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** Tab-to-verdict times of {@link CHALLENGES} challenges, in ms; null when there is no Chromium. */
export async function measureKioskLatency(): Promise<number[] | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  await buildRenderer();
  const browser = await launchChromium();
  try {
    const kiosk = await openKiosk(browser, undefined, { timings: RAPID_TIMINGS, setUp: true });
    try {
      await kiosk.page.waitForSelector('[data-screen=ready]');
      await installProbe(kiosk.page);
      const times: number[] = [];
      for (let index = 0; index < WARM_UP + CHALLENGES; index += 1) {
        const { ms } = await timedChallenge(kiosk.page, PLAYS[index % PLAYS.length] ?? ['CAT']);
        if (index >= WARM_UP) times.push(ms);
      }
      return times;
    } finally {
      await kiosk.close();
    }
  } finally {
    await browser.close();
  }
}

/** The section's lines for the bench report. */
export async function kioskLatencyReport(): Promise<string[]> {
  const times = await measureKioskLatency();
  if (times === null) return [`kiosk Tab to verdict: skipped (no Chromium at ${CHROMIUM_PATH})`];
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = quantile(sorted, 0.99);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  // The tail depends on what else the machine is doing, so say how busy it was.
  const load = `load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`;
  return [
    `kiosk Tab to verdict in Chromium, web station, ${times.length} challenges of 1, 2 and 8 words (durable commit included; ${load}):`,
    `  p50 ${ms(quantile(sorted, 0.5))}  p95 ${ms(quantile(sorted, 0.95))}  p99 ${ms(p99)}  max ${ms(sorted.at(-1) ?? Number.NaN)}` +
      `  — p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'yes' : 'NO'}`,
  ];
}

if (import.meta.main) for (const line of await kioskLatencyReport()) console.log(line);
