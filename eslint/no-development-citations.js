// @ts-check
// One lint rule: comments, strings, template text and JSX text say what the product does, never which
// issue, stage of the work or development machine it came from (development-citations.js says what
// that looks like). The .md, .css and .yml files are checked by scripts/check-citations.ts.
import { findCitations } from './development-citations.js';

/** @type {import('eslint').Rule.RuleModule} */
const noDevelopmentCitations = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Keeps issue numbers, stages of the work and the development machine out of the text.',
    },
    schema: [],
    messages: { citation: '"{{text}}" {{reason}}.' },
  },
  create(context) {
    const { sourceCode } = context;
    /**
     * Reports each citation in `text`, which starts at `offset` of the file.
     * @param {string} text
     * @param {number} offset
     */
    const check = (text, offset) => {
      for (const citation of findCitations(text)) {
        const start = offset + citation.index;
        context.report({
          loc: {
            start: sourceCode.getLocFromIndex(start),
            end: sourceCode.getLocFromIndex(start + citation.text.length),
          },
          messageId: 'citation',
          data: { text: citation.text.replace(/\s+/gu, ' '), reason: citation.reason },
        });
      }
    };
    /** A node's own source, so a match's place in it is its place in the file. */
    const checkSource = (/** @type {import('estree').Node} */ node) => {
      const range = node.range;
      if (range !== undefined) check(sourceCode.text.slice(range[0], range[1]), range[0]);
    };
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) checkSource(/** @type {never} */ (comment));
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSource(node);
      },
      TemplateElement: checkSource,
      JSXText: checkSource,
    };
  },
};

export default { rules: { 'no-development-citations': noDevelopmentCitations } };
