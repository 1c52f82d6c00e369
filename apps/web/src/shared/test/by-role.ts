// A small stand-in for Testing Library's role queries (not a dependency of this repo): finds
// elements by their ARIA role and accessible name, so component tests read like what a screen
// reader announces instead of depending on CSS classes. Covers the roles our tests ask for.
const selectors = {
  alert: '[role="alert"]',
  button: 'button, [role="button"]',
  dialog: '[role="dialog"], [role="alertdialog"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  list: 'ul, ol, [role="list"]',
  listitem: 'li, [role="listitem"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  status: '[role="status"]',
  textbox: 'input:not([type]), input[type="text"], input[type="password"], textarea',
} as const;
export type Role = keyof typeof selectors;

/** The accessible name as our components give it: aria-label, aria-labelledby, label, or text. */
export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return label.trim();
  const by = el.getAttribute('aria-labelledby');
  if (by) {
    return by
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }
  const wrapping = el.closest('label');
  if (wrapping && wrapping !== el) return (wrapping.textContent ?? '').trim();
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const matches = (name: string, want: string | RegExp | undefined) =>
  want === undefined || (typeof want === 'string' ? name === want : want.test(name));

export function allByRole(
  role: Role,
  name?: string | RegExp,
  scope: ParentNode = document.body,
): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(selectors[role])].filter((el) =>
    matches(accessibleName(el), name),
  );
}

/** The one element of that role and name, or null; more than one is a test error. */
export function queryByRole(
  role: Role,
  name?: string | RegExp,
  scope: ParentNode = document.body,
): HTMLElement | null {
  const found = allByRole(role, name, scope);
  if (found.length > 1)
    throw new Error(`${found.length} elements of role ${role} (${String(name)})`);
  return found[0] ?? null;
}

export function getByRole(
  role: Role,
  name?: string | RegExp,
  scope: ParentNode = document.body,
): HTMLElement {
  const el = queryByRole(role, name, scope);
  if (!el) throw new Error(`no element of role ${role} (${String(name)})`);
  return el;
}
