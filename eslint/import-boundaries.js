// @ts-check
// One lint rule for the folders' import boundaries. ESLint's no-restricted-imports matches the text of
// a specifier, and `../../core/x.ts` says nothing about where it lands; this rule resolves each
// relative specifier against the importing file and checks the folder it reaches.
import { dirname, relative, resolve } from 'node:path';

/**
 * @typedef {object} Boundary
 * @property {string[]} [allow] Repository folders a relative import may reach (all when absent).
 * @property {string[]} [deny] Repository folders a relative import may not reach.
 * @property {boolean} [packages] Whether packages (bare specifiers, node: built-ins) may be imported.
 * @property {string} message Why, for whoever meets the error.
 */

const within = (/** @type {string} */ path, /** @type {string} */ folder) =>
  path === folder || path.startsWith(`${folder}/`);

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each folder to the imports its place in the architecture allows.' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'array', items: { type: 'string' } },
          deny: { type: 'array', items: { type: 'string' } },
          packages: { type: 'boolean' },
          message: { type: 'string' },
        },
        required: ['message'],
        additionalProperties: false,
      },
    ],
    messages: { crossed: '{{specifier}} reaches {{target}}: {{message}}' },
  },
  create(context) {
    const boundary = /** @type {Boundary} */ (context.options[0]);
    const root = context.cwd;
    /** @param {import('estree').Node & { source?: unknown }} node */
    const check = (node) => {
      const source = /** @type {import('estree').Literal | null | undefined} */ (node.source);
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const report = (/** @type {string} */ target) =>
        context.report({
          node: source,
          messageId: 'crossed',
          data: { specifier, target, message: boundary.message },
        });
      if (!specifier.startsWith('.')) {
        if (boundary.packages === false) report('a package');
        return;
      }
      const target = relative(root, resolve(dirname(context.filename), specifier))
        .split('\\')
        .join('/');
      if (boundary.allow !== undefined && !boundary.allow.some((folder) => within(target, folder))) {
        report(target);
      } else if (boundary.deny?.some((folder) => within(target, folder)) === true) {
        report(target);
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
