// @ts-check
/* eslint-disable citations/no-development-citations -- its comments show what it refuses */
// What a note about how the product was made looks like in its text: a number from the project's
// tracker, a numbered stage of the work, the machine it was developed on. A reader of the product has
// none of those, so a comment or a doc says the fact itself (what the code does, or a figure with the
// date and commit it was measured on). The lint rule (no-development-citations.js) and the check of
// the files ESLint does not read (scripts/check-citations.ts) both ask this module.

/**
 * @typedef {object} Citation
 * @property {number} index Where it starts in the text searched.
 * @property {string} text What was found.
 * @property {string} reason Why it does not belong in the product's text.
 */

// A number followed by one of these counts something ("the session 2 minutes after its last
// request"), so it is not a stage of the work.
const UNIT = String.raw`\s*(?:ms|s|min|minutes?|seconds?|hours?|h|days?|digits?|characters?|times?|×)\b`;

const NUMBERED = 'names a numbered issue or stage of development: say the fact itself';

/** @type {{ pattern: RegExp, reason: string }[]} */
const PATTERNS = [
  {
    // "issue 27", "issues 20 and 21", "session 21", "until session 28", "stage 3".
    pattern: new RegExp(
      String.raw`\b(?:issues?|sessions?|stages?|tickets?|sprints?)\s+#?\d+(?!\d)(?![.,]?\d*${UNIT})`,
      'giu',
    ),
    reason: NUMBERED,
  },
  {
    // "pass 2" as a stage; a PIN or a pass code is longer than two digits.
    pattern: new RegExp(String.raw`\bpass\s+#?\d{1,2}(?!\d)(?!${UNIT})`, 'giu'),
    reason: NUMBERED,
  },
  {
    // "the second pass" as a stage of the work; a second pass over something is an algorithm's.
    pattern: /\b(?:second|third|fourth|fifth|sixth)\s+pass\b(?!\s+(?:over|through|of|on|at|in)\b)/giu,
    reason: NUMBERED,
  },
  {
    pattern: /\bthis\s+(?:house|machine)\b/giu,
    reason:
      'names the machine the code was developed on: say which machine (the station’s, the hub’s) or the figure’s date and commit',
  },
  {
    pattern: /\bnot\s+run\s+here\b/giu,
    reason: 'speaks of where the code was developed: say what the step needs instead',
  },
];

// "#27"; not "&#39;", "a#1", "UTS #39" (a Unicode standard, whose name a comment may wrap away
// from its number), nor a colour (below).
const ISSUE_REFERENCE = /(?<![\w&#/\\-])#\d+(?![\w-])/gu;
const STANDARD_BEFORE = /\b(?:UTS|UAX|UTR|ECMA-\d+)[\s*/]*$/u;
// A colour's digits come 3, 4, 6 or 8 at a time, after a property's colon, in a border, or alone in a
// string ('#101418').
const COLOUR_LENGTHS = new Set([3, 4, 6, 8]);
const COLOUR_BEFORE = /(?:^|[:,]|\b(?:solid|dashed|dotted|double|inset|outset|groove|ridge))\s*['"`]?$/u;

/** Whether `#digits` at `index` of `text` reads as a colour or a standard's number, not an issue. */
function notAnIssue(/** @type {string} */ text, /** @type {number} */ index, /** @type {string} */ found) {
  const before = text.slice(Math.max(0, index - 40), index);
  if (STANDARD_BEFORE.test(before)) return true;
  return COLOUR_LENGTHS.has(found.length - 1) && COLOUR_BEFORE.test(before);
}

/**
 * Every development citation in `text`, in the order they come.
 * @param {string} text
 * @returns {Citation[]}
 */
export function findCitations(text) {
  /** @type {Citation[]} */
  const found = [];
  for (const { pattern, reason } of PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push({ index: match.index, text: match[0], reason });
  }
  for (const match of text.matchAll(ISSUE_REFERENCE)) {
    if (!notAnIssue(text, match.index, match[0]))
      found.push({
        index: match.index,
        text: match[0],
        reason: 'cites an issue by its number: say the fact itself',
      });
  }
  return found.sort((a, b) => a.index - b.index);
}
