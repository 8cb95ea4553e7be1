import type { Page } from '@playwright/test';

/** Roles a trader (or a test) finds a control or a landmark by, so each needs a name. */
const namedRoles = new Set([
  'button',
  'checkbox',
  'combobox',
  'dialog',
  'img',
  'link',
  'listbox',
  'menuitem',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'tabpanel',
  'textbox',
]);

interface AxNode {
  readonly ignored: boolean;
  readonly role?: { readonly value: string };
  readonly name?: { readonly value: string };
  readonly backendDOMNodeId?: number;
}

/**
 * The controls shown now that Chromium's accessibility tree gives no name, each as its role and the
 * start of its element's markup: what neither a screen reader nor `getByRole(…, { name })` can find.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const unnamed: string[] = [];
    for (const node of nodes) {
      const role = node.role?.value ?? '';
      if (node.ignored || !namedRoles.has(role) || (node.name?.value ?? '').trim() !== '') continue;
      const described =
        node.backendDOMNodeId === undefined
          ? null
          : await cdp.send('DOM.describeNode', { backendNodeId: node.backendDOMNodeId }).catch(() => null);
      const element = described?.node;
      unnamed.push(`${role}: <${element?.localName ?? '?'} ${(element?.attributes ?? []).join(' ')}>`);
    }
    return unnamed;
  } finally {
    await cdp.detach();
  }
}
