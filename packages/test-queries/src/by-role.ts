// The web and console component tests' queries (@topup/test-queries/by-role): elements by their
// ARIA role and accessible name, their label, or their text, so tests read like what a screen
// reader announces instead of depending on CSS classes or DOM structure. It follows Testing
// Library's rules where it can: an explicit role wins over the implicit one, hidden elements
// (hidden, aria-hidden) are left out, getByText matches an element's own text, and getByLabelText
// returns the labelled control. @testing-library/dom is a dev dependency now (newer tests use it
// directly); moving these helpers onto it was tried on 2026-11-27 and changes 13 tests: its
// ByLabelText also returns a button inside a wrapping <label> (the password toggle), and its
// accessible names put spaces between block elements.
const selectors = {
  alert: '[role="alert"]',
  alertdialog: '[role="alertdialog"]',
  article: 'article, [role="article"]',
  button:
    'button, input[type="button"], input[type="submit"], input[type="reset"], [role="button"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  code: 'code, [role="code"]',
  combobox: 'select:not([multiple]), [role="combobox"]',
  definition: 'dd, [role="definition"]',
  deletion: 'del, s, [role="deletion"]',
  // Our dialogs and confirmations both: role "dialog" finds alertdialogs too.
  dialog: '[role="dialog"], [role="alertdialog"], dialog',
  form: 'form[aria-label], form[aria-labelledby], [role="form"]',
  group: 'fieldset, details, optgroup, [role="group"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  img: 'img:not([alt=""]), svg[role="img"], [role="img"]',
  link: 'a[href], area[href], [role="link"]',
  list: 'ul, ol, menu, [role="list"]',
  listitem: 'li, [role="listitem"]',
  main: 'main, [role="main"]',
  navigation: 'nav, [role="navigation"]',
  note: '[role="note"]',
  option: 'option, [role="option"]',
  paragraph: 'p, [role="paragraph"]',
  progressbar: 'progress, [role="progressbar"]',
  radio: 'input[type="radio"], [role="radio"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  spinbutton: 'input[type="number"], [role="spinbutton"]',
  status: 'output, [role="status"]',
  switch: '[role="switch"]',
  tab: '[role="tab"]',
  tablist: '[role="tablist"]',
  tabpanel: '[role="tabpanel"]',
  term: 'dt, dfn, [role="term"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="password"], input[type="email"], input[type="tel"], input[type="url"], textarea, [role="textbox"]',
  time: 'time, [role="time"]',
  timer: '[role="timer"]',
} as const;
export type Role = keyof typeof selectors;
export type Matcher = string | RegExp;

/** Testing Library's `{ name, pressed, … }`; a bare string or RegExp is the name. */
export type RoleOptions = {
  name?: Matcher;
  pressed?: boolean;
  selected?: boolean;
  checked?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  busy?: boolean;
  /** true: any aria-current but "false"; a string: that value. */
  current?: boolean | string;
  level?: number;
  /** Include hidden elements too. */
  hidden?: boolean;
};

// Roles whose accessible name comes from their content when nothing names them.
const nameFromContent = new Set<string>([
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'heading',
  'link',
  'menuitem',
  'option',
  'radio',
  'row',
  'rowheader',
  'switch',
  'tab',
  'tooltip',
  'treeitem',
]);

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

const isHidden = (el: Element) => el.closest('[hidden], [aria-hidden="true"]') !== null;

/** The text a screen reader reads out of an element's content (skips hidden parts, uses alts). */
function contentText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== node.ELEMENT_NODE) return '';
  const el = node as Element;
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return '';
  if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') return '';
  const label = el.getAttribute('aria-label');
  if (label) return label;
  if (el.tagName === 'IMG') return el.getAttribute('alt') ?? '';
  return [...el.childNodes].map(contentText).join('');
}

function labelsOf(el: Element): Element[] {
  const found: Element[] = [];
  const id = el.getAttribute('id');
  if (id) {
    for (const label of el.ownerDocument.querySelectorAll('label[for]')) {
      if (label.getAttribute('for') === id) found.push(label);
    }
  }
  const wrapping = el.closest('label');
  if (wrapping && wrapping !== el && !found.includes(wrapping)) found.push(wrapping);
  return found;
}

const idRefsText = (el: Element, ids: string) =>
  ids
    .split(/\s+/)
    .map((id) => {
      const target = el.ownerDocument.getElementById(id);
      return target ? contentText(target) : '';
    })
    .join(' ');

/** The accessible name: aria-labelledby, aria-label, label, alt, content (where allowed), title. */
export function accessibleName(el: Element, role?: Role): string {
  const by = el.getAttribute('aria-labelledby');
  if (by) return normalise(idRefsText(el, by));
  const label = el.getAttribute('aria-label');
  if (label) return normalise(label);
  const labels = labelsOf(el);
  if (labels.length > 0) return normalise(labels.map(contentText).join(' '));
  if (el.tagName === 'IMG') return normalise(el.getAttribute('alt') ?? '');
  if (el.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes(el.getAttribute('type')!))
    return normalise((el as HTMLInputElement).value);
  if (el.tagName === 'FIELDSET') {
    const legend = el.querySelector(':scope > legend');
    if (legend) return normalise(contentText(legend));
  }
  if (role === undefined || nameFromContent.has(role)) {
    const text = normalise(contentText(el));
    if (text) return text;
  }
  return normalise(el.getAttribute('title') ?? '');
}

const matches = (text: string, want: Matcher | undefined) =>
  want === undefined || (typeof want === 'string' ? text === normalise(want) : want.test(text));

const isDisabled = (el: Element) =>
  (el as HTMLButtonElement).disabled === true ||
  el.closest('[aria-disabled="true"]') !== null ||
  el.closest('fieldset[disabled]') !== null;

function stateMatches(el: Element, o: RoleOptions): boolean {
  // As in Testing Library, a state filter only matches elements that have that state at all.
  const state = (name: string, native?: boolean) => {
    const value = el.getAttribute(`aria-${name}`);
    return value === null ? native : value === 'true';
  };
  const isOption = el.tagName === 'OPTION';
  const isCheckable = el.tagName === 'INPUT' && /^(checkbox|radio)$/.test(el.getAttribute('type')!);
  if (o.pressed !== undefined && state('pressed') !== o.pressed) return false;
  if (
    o.selected !== undefined &&
    state('selected', isOption ? (el as HTMLOptionElement).selected : undefined) !== o.selected
  )
    return false;
  if (
    o.checked !== undefined &&
    state('checked', isCheckable ? (el as HTMLInputElement).checked : undefined) !== o.checked
  )
    return false;
  if (o.expanded !== undefined && state('expanded') !== o.expanded) return false;
  if (o.busy !== undefined && (state('busy') ?? false) !== o.busy) return false;
  if (o.disabled !== undefined && isDisabled(el) !== o.disabled) return false;
  if (o.current !== undefined) {
    const current = el.getAttribute('aria-current');
    const ok =
      typeof o.current === 'string'
        ? current === o.current
        : (current !== null && current !== 'false') === o.current;
    if (!ok) return false;
  }
  if (o.level !== undefined) {
    const level = Number(el.getAttribute('aria-level') ?? /^H(\d)$/.exec(el.tagName)?.[1]);
    if (level !== o.level) return false;
  }
  return true;
}

const options = (o: Matcher | RoleOptions | undefined): RoleOptions =>
  o === undefined || typeof o === 'string' || o instanceof RegExp ? { name: o } : o;

const describe = (what: string, o: unknown) =>
  `${what} (${o instanceof RegExp || typeof o !== 'object' ? String(o) : JSON.stringify(o, (_k, v: unknown) => (v instanceof RegExp ? String(v) : v))})`;

export function allByRole(
  role: Role,
  nameOrOptions?: Matcher | RoleOptions,
  scope: ParentNode = document.body,
): HTMLElement[] {
  const o = options(nameOrOptions);
  return [...scope.querySelectorAll<HTMLElement>(selectors[role])].filter((el) => {
    const explicit = el.getAttribute('role')?.split(/\s+/)[0];
    if (explicit && explicit !== role && !(role === 'dialog' && explicit === 'alertdialog'))
      return false;
    if (!o.hidden && isHidden(el)) return false;
    return stateMatches(el, o) && matches(accessibleName(el, role), o.name);
  });
}

function one(found: HTMLElement[], what: string): HTMLElement | null {
  if (found.length > 1) throw new Error(`${found.length} elements: ${what}`);
  return found[0] ?? null;
}
function must(el: HTMLElement | null, what: string): HTMLElement {
  if (!el) throw new Error(`nothing found: ${what}`);
  return el;
}

/** The one element of that role (and name, state), or null; more than one is a test error. */
export function queryByRole(
  role: Role,
  nameOrOptions?: Matcher | RoleOptions,
  scope: ParentNode = document.body,
): HTMLElement | null {
  return one(allByRole(role, nameOrOptions, scope), describe(`role ${role}`, nameOrOptions));
}

export function getByRole(
  role: Role,
  nameOrOptions?: Matcher | RoleOptions,
  scope: ParentNode = document.body,
): HTMLElement {
  return must(queryByRole(role, nameOrOptions, scope), describe(`role ${role}`, nameOrOptions));
}

/** Like Testing Library's getAllByRole: at least one, else a test error. */
export function getAllByRole(
  role: Role,
  nameOrOptions?: Matcher | RoleOptions,
  scope: ParentNode = document.body,
): HTMLElement[] {
  const found = allByRole(role, nameOrOptions, scope);
  if (found.length === 0)
    throw new Error(`nothing found: ${describe(`role ${role}`, nameOrOptions)}`);
  return found;
}

/** An element's own text (its text nodes, not its children's), as Testing Library reads it. */
const ownText = (el: Element) =>
  normalise(
    [...el.childNodes]
      .filter((n) => n.nodeType === n.TEXT_NODE)
      .map((n) => n.textContent)
      .join(''),
  );

/** Elements whose own text matches (Testing Library's getByText; scripts and styles left out). */
export function allByText(text: Matcher, scope: ParentNode = document.body): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>('*')].filter(
    (el) =>
      el.tagName !== 'SCRIPT' &&
      el.tagName !== 'STYLE' &&
      !isHidden(el) &&
      matches(ownText(el), text),
  );
}
export const queryByText = (text: Matcher, scope: ParentNode = document.body) =>
  one(allByText(text, scope), `text ${String(text)}`);
export const getByText = (text: Matcher, scope: ParentNode = document.body) =>
  must(queryByText(text, scope), `text ${String(text)}`);

const controls = 'input, select, textarea, button, meter, output, progress';

/** The controls labelled so: by <label>, aria-labelledby or aria-label (getByLabelText). */
export function allByLabelText(text: Matcher, scope: ParentNode = document.body): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const label of scope.querySelectorAll<HTMLLabelElement>('label')) {
    if (!matches(normalise(contentText(label)), text)) continue;
    const forId = label.getAttribute('for');
    const control = forId
      ? label.ownerDocument.getElementById(forId)
      : label.querySelector<HTMLElement>(controls);
    if (control) found.add(control);
  }
  for (const el of scope.querySelectorAll<HTMLElement>('[aria-label], [aria-labelledby]')) {
    const by = el.getAttribute('aria-labelledby');
    const name = by ? idRefsText(el, by) : (el.getAttribute('aria-label') ?? '');
    if (matches(normalise(name), text)) found.add(el);
  }
  return [...found];
}
export const queryByLabelText = (text: Matcher, scope: ParentNode = document.body) =>
  one(allByLabelText(text, scope), `label ${String(text)}`);
export const getByLabelText = <T extends HTMLElement = HTMLInputElement>(
  text: Matcher,
  scope: ParentNode = document.body,
) => must(queryByLabelText(text, scope), `label ${String(text)}`) as T;

/** The queries bound to one region, like Testing Library's within(). */
export function within(scope: ParentNode) {
  return {
    allByRole: (role: Role, o?: Matcher | RoleOptions) => allByRole(role, o, scope),
    queryByRole: (role: Role, o?: Matcher | RoleOptions) => queryByRole(role, o, scope),
    getByRole: (role: Role, o?: Matcher | RoleOptions) => getByRole(role, o, scope),
    getAllByRole: (role: Role, o?: Matcher | RoleOptions) => getAllByRole(role, o, scope),
    allByText: (text: Matcher) => allByText(text, scope),
    queryByText: (text: Matcher) => queryByText(text, scope),
    getByText: (text: Matcher) => getByText(text, scope),
    allByLabelText: (text: Matcher) => allByLabelText(text, scope),
    queryByLabelText: (text: Matcher) => queryByLabelText(text, scope),
    getByLabelText: <T extends HTMLElement = HTMLInputElement>(text: Matcher) =>
      getByLabelText<T>(text, scope),
  };
}
