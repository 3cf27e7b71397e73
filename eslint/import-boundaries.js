// @ts-check
// One lint rule for the folders' import boundaries. ESLint's no-restricted-imports matches the text of
// a specifier, and `../../core/x.ts` says nothing about where it lands; this rule resolves each
// relative specifier against the importing file and checks the folder it reaches.
import { dirname, relative, resolve } from 'node:path';

/**
 * @typedef {object} Boundary
 * @property {string[]} [allow] Repository folders or files a relative import may reach (all when absent).
 * @property {string[]} [deny] Repository folders or files a relative import may not reach.
 * @property {string[]} [except] Folders or files inside a denied folder that may still be reached: a room
 *   shut whole but for what its neighbour may read of it.
 * @property {string[]} [typesOnly] Repository folders or files reachable only by an `import type` or
 *   `export type` declaration, which the compiler erases: anything else would load the module at run time.
 * @property {boolean | string[]} [packages] Whether packages (bare specifiers, node: built-ins) may be
 *   imported (all when absent), or which: a name allows its subpaths too (`react` allows
 *   `react/jsx-runtime`), and `node:` allows every built-in.
 * @property {string} message Why, for whoever meets the error.
 */

const within = (/** @type {string} */ path, /** @type {string} */ folder) =>
  path === folder || path.startsWith(`${folder}/`);

/** Whether the whole declaration is erased from the output: `import type …` or `export type … from`. */
const typeOnly = (/** @type {{ importKind?: string, exportKind?: string }} */ node) =>
  node.importKind === 'type' || node.exportKind === 'type';

/** Whether a bare specifier is one of the packages a boundary allows. */
const packageAllowed = (/** @type {Boundary['packages']} */ packages, /** @type {string} */ specifier) =>
  Array.isArray(packages)
    ? packages.some((name) => (name === 'node:' ? specifier.startsWith('node:') : within(specifier, name)))
    : packages !== false;

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
          except: { type: 'array', items: { type: 'string' } },
          typesOnly: { type: 'array', items: { type: 'string' } },
          packages: { oneOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'string' } }] },
          message: { type: 'string' },
        },
        required: ['message'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossed: '{{specifier}} reaches {{target}}: {{message}}',
      valueImport:
        '{{specifier}} reaches {{target}}, which may be imported only by `import type` (an inline `type` still loads it): {{message}}',
    },
  },
  create(context) {
    const boundary = /** @type {Boundary} */ (context.options[0]);
    const root = context.cwd;
    /** @param {import('estree').Node & { source?: unknown, importKind?: string, exportKind?: string }} node */
    const check = (node) => {
      const source = /** @type {import('estree').Literal | null | undefined} */ (node.source);
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const report = (/** @type {string} */ target, messageId = 'crossed') =>
        context.report({ node: source, messageId, data: { specifier, target, message: boundary.message } });
      if (!specifier.startsWith('.')) {
        if (!packageAllowed(boundary.packages, specifier)) report('a package');
        return;
      }
      const target = relative(root, resolve(dirname(context.filename), specifier))
        .split('\\')
        .join('/');
      if (boundary.typesOnly?.some((folder) => within(target, folder)) === true) {
        if (!typeOnly(node)) report(target, 'valueImport');
      } else if (boundary.allow !== undefined && !boundary.allow.some((folder) => within(target, folder))) {
        report(target);
      } else if (
        boundary.deny?.some((folder) => within(target, folder)) === true &&
        boundary.except?.some((folder) => within(target, folder)) !== true
      ) {
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
