// What does not fit on the kiosk's screen, measured in Chromium at every size from 800×600 to
// 3840×2160: no element wider or taller than its box, nothing outside the window, the words inside
// their area, and the page never scrolls. For the tests that check each screen fits.
import type { Page } from 'playwright-core';

/** The window sizes each screen is measured at. */
export const SIZES = [
  [800, 600],
  [1024, 768],
  [1280, 720],
  [1280, 800],
  [1920, 1080],
  [3840, 2160],
] as const;

/** What does not fit on the screen now, at every size, described for the failure message. */
export async function misfits(page: Page, screen: string): Promise<string[]> {
  const found: string[] = [];
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // Two frames: the resize is laid out before measuring.
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    const problems = await page.evaluate<string[]>(MEASURE);
    found.push(...problems.map((problem) => `${screen} at ${width}×${height}: ${problem}`));
  }
  return found;
}

// Runs in the page. Elements hidden for screen readers only are skipped; inline boxes have no
// scroll size of their own, so only their bounds are checked.
const MEASURE = `(() => {
  const problems = [];
  const vw = innerWidth, vh = innerHeight, doc = document.documentElement;
  if (doc.scrollWidth > vw || doc.scrollHeight > vh) problems.push('the page scrolls (' + doc.scrollWidth + '×' + doc.scrollHeight + ')');
  const name = (el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') + ' "' + (el.textContent || '').slice(0, 30) + '"';
  for (const el of document.querySelectorAll('main, main *')) {
    if (el.closest('.visually-hidden')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
      problems.push(name(el) + ' is outside the window (' + Math.round(r.left) + ',' + Math.round(r.top) + ')–(' + Math.round(r.right) + ',' + Math.round(r.bottom) + ')');
    }
    if (getComputedStyle(el).display === 'inline') continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(name(el) + ' is wider than its box (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    if (el.scrollHeight > el.clientHeight + 2) problems.push(name(el) + ' is taller than its box (' + el.scrollHeight + ' > ' + el.clientHeight + ')');
  }
  for (const box of document.querySelectorAll('.entry__words-box, .verdict__words-box, .verdict')) {
    const outer = box.getBoundingClientRect();
    for (const inner of box.querySelectorAll('li, .verdict__word')) {
      const r = inner.getBoundingClientRect();
      if (r.left < outer.left - 0.5 || r.right > outer.right + 0.5 || r.top < outer.top - 0.5 || r.bottom > outer.bottom + 0.5) {
        problems.push(name(inner) + ' runs past ' + name(box));
      }
    }
  }
  return problems;
})()`;
