// What a test file reaches for that the unit tier must not need: a browser, a nats-server, a child
// process, root, an apt-get package, the renderer's build. Read from the file's own imports
// (TypeScript's parser, so an import written inside a string, as test/lint/ writes its probes, is
// not one).
import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { OUTER_TIER_FILES, TEST_FILES, type OuterTier } from '../tiers.ts';

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Packages whose import means a browser, a child process or a build of the screen. */
const OUTER_PACKAGES: Readonly<Record<string, string>> = {
  'playwright-core': 'Chromium',
  'node:child_process': 'a child process',
  child_process: 'a child process',
  vite: 'a build of the screen',
};

/** The test helpers that launch Chromium, a nats-server or a station in a child process. */
const OUTER_HELPERS: Readonly<Record<string, string>> = {
  'test/support/kiosk-fixture.ts': 'Chromium',
  'test/support/kiosk-suite.ts': 'Chromium',
  'test/e2e/console-fixture.ts': 'Chromium',
  'test/e2e/hall-view-event.ts': 'a nats-server',
  'test/support/hall/hall-fixture.ts': 'a nats-server',
  'test/support/hall/hub-suite.ts': 'a nats-server',
  'test/support/hall/hold-proxy.ts': 'a nats-server',
  'test/support/hall/hub-connection.ts': 'a nats-server',
  'test/support/hall/new-station.ts': 'the CLI in a child process',
  'test/support/hall/hall-processes.ts': 'a station in a child process',
  'test/support/hall/station-process.ts': 'a station in a child process',
  'test/support/hall/list-station-process.ts': 'a station in a child process',
  'test/support/hall/judging-station.ts': 'a station in a child process',
  'test/support/hall/list-station.ts': 'a station in a child process',
  'test/support/hall/publishing-station.ts': 'a station in a child process',
  'test/support/hall/view-station.ts': 'a station in a child process',
  'test/support/station-child.ts': 'a station in a child process',
  'test/support/crash-loop.ts': 'a station in a child process',
  'test/support/fault-injection.ts': 'root (a tmpfs, chattr)',
  'test/support/debian-word-list.ts': 'Debian’s word lists (apt-get)',
  'bench/hall-flood-arm.ts': 'a nats-server',
  'bench/bare-carry-arm.ts': 'a nats-server',
};

/** test/cli/run-cli.ts also holds pure parsers; only these of its exports start the CLI. */
const RUN_CLI = 'test/cli/run-cli.ts';
const RUN_CLI_SPAWNING = new Set([
  'runCli',
  'exportJsonl',
  'verifyJson',
  'logEntryCount',
  'useStationCopies',
]);

/** One import of `file` that needs more than the unit tier gives, with what it needs. */
export interface OuterNeed {
  readonly file: string;
  readonly imports: string;
  readonly needs: string;
}

/** What `text`, the source of the test file `file` (from the project folder), needs beyond Node. */
export function outerNeeds(file: string, text: string): OuterNeed[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const needs: OuterNeed[] = [];
  const check = (specifier: string, names: readonly string[] | null): void => {
    const pkg = OUTER_PACKAGES[specifier];
    if (pkg !== undefined) {
      needs.push({ file, imports: specifier, needs: pkg });
      return;
    }
    if (!specifier.startsWith('.')) return;
    const target = relative(PROJECT_DIR, resolve(PROJECT_DIR, dirname(file), specifier)).replaceAll(
      '\\',
      '/',
    );
    const helper = OUTER_HELPERS[target];
    if (helper !== undefined) needs.push({ file, imports: target, needs: helper });
    // A namespace or side-effect import of run-cli could reach any of its exports: `names` is null.
    else if (target === RUN_CLI && (names === null || names.some((name) => RUN_CLI_SPAWNING.has(name))))
      needs.push({ file, imports: target, needs: 'the CLI in a child process' });
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined
    ) {
      if (ts.isStringLiteral(node.moduleSpecifier)) check(node.moduleSpecifier.text, importedNames(node));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      check(node.arguments[0].text, null);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return needs;
}

// The names an import or re-export takes, or null when it may take any (namespace, `export *`, none).
function importedNames(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] | null {
  const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
  if (bindings === undefined || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) return null;
  return bindings.elements.map((element) => (element.propertyName ?? element.name).text);
}

/** The unit tier's files (from the project folder): every test file in no outer tier. */
export function unitTierFiles(): string[] {
  const outer = (Object.keys(OUTER_TIER_FILES) as OuterTier[]).flatMap((tier) => OUTER_TIER_FILES[tier]);
  return globSync([...TEST_FILES], { cwd: PROJECT_DIR, exclude: outer })
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
}

/** What the unit tier's files need beyond Node: nothing, while the tier is sound. */
export function unitTierOuterNeeds(): OuterNeed[] {
  return unitTierFiles().flatMap((file) => outerNeeds(file, readFileSync(join(PROJECT_DIR, file), 'utf8')));
}
