import type { Page } from 'playwright-core';

/** One node of the tree Chromium gives screen readers, as a test reads it. */
export interface TreeNode {
  readonly role: string;
  readonly name: string;
  /** ARIA states and properties, e.g. live: 'polite', atomic: true, level: 1. */
  readonly properties: Readonly<Record<string, unknown>>;
  readonly depth: number;
}

/**
 * Chromium's accessibility tree of the page, in document order, without the nodes it hides from
 * assistive technology: what a screen reader is given (read over the DevTools protocol, as the
 * browser's own accessibility inspector does).
 */
export async function accessibilityTree(page: Page): Promise<readonly TreeNode[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const shown: TreeNode[] = [];
    const walk = (node: (typeof nodes)[number], depth: number): void => {
      let childDepth = depth;
      // Line boxes are layout, not content: a screen reader reads their text from the node above.
      if (!node.ignored && node.role?.value !== 'InlineTextBox') {
        shown.push({
          role: String(node.role?.value ?? ''),
          name: String(node.name?.value ?? ''),
          properties: Object.fromEntries(
            (node.properties ?? []).map((property) => [property.name, property.value.value]),
          ),
          depth,
        });
        childDepth += 1;
      }
      for (const id of node.childIds ?? []) {
        const child = byId.get(id);
        if (child !== undefined) walk(child, childDepth);
      }
    };
    const root = nodes.find((node) => node.parentId === undefined);
    if (root !== undefined) walk(root, 0);
    return shown;
  } finally {
    await session.detach();
  }
}

/** The tree as indented lines ("role "name" {properties}"), for comparing two screens whole. */
export function treeText(tree: readonly TreeNode[]): string {
  return tree
    .map(
      (node) =>
        `${'  '.repeat(node.depth)}${node.role} ${JSON.stringify(node.name)} ${JSON.stringify(node.properties)}`,
    )
    .join('\n');
}
