/**
 * What a visitor did in an island's server HTML before its code came: the values of its fields (the files
 * chosen too) and where the focus was, to carry over to the fields the component renders in their place.
 * Fields are matched by name and their rank among fields of that name; the focused or pressed
 * element by its rank among elements of its kind (tag, type, name, role): ids made by React differ
 * between renders, and the live form adds elements (the captcha) that shift a plain rank.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** An element found again by its kind and its rank among elements of that kind. */
type Locator = { kind: string; rank: number };
/** A file field keeps the files chosen (a photo picked before the code came is not lost). */
type FieldState = { value: string; checked?: boolean; selected?: string[]; files?: FileList };
export type FieldSnapshot = {
  fields: Map<string, FieldState>;
  focus: Locator | null;
  selection: [number, number] | null;
  /** A button to press again. */
  click: Locator | null;
  /** Undefined when nothing was sent; else the submit button (null: sent without one). */
  submit: Locator | null | undefined;
  /**
   * The server HTML's file fields by key: a file chosen on one after the swap (its picker was open,
   * or the choice landed as the island swapped) is handed to the live field.
   */
  fileFields?: Map<string, HTMLInputElement>;
};

const FOCUSABLE =
  'a[href], button, summary, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
/**
 * Buttons whose press did nothing in the server HTML (no script yet): pressed again once live. A
 * server control that the live component renders as another element names their common part with
 * `data-island-key` (the home box's native city list opens as React Aria's city button).
 */
const REPLAYED = 'button[type="button"], [role="button"], [data-island-key]';
const NO_RESTORE = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

const kindOf = (el: Element) =>
  el.getAttribute('data-island-key') ??
  [el.tagName, el.getAttribute('type'), el.getAttribute('name'), el.getAttribute('role')].join('|');

function locate(root: Element, element: Element | null | undefined): Locator | null {
  if (!element || !root.contains(element) || !element.matches(FOCUSABLE)) return null;
  const kind = kindOf(element);
  const same = [...root.querySelectorAll(FOCUSABLE)].filter((el) => kindOf(el) === kind);
  return { kind, rank: same.indexOf(element) };
}

function find(root: Element, locator: Locator | null | undefined): HTMLElement | undefined {
  if (!locator) return undefined;
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => kindOf(el) === locator.kind)[locator.rank];
}

/**
 * The fields of an island by a key that is the same in the server HTML and in the live render:
 * name and rank among fields of that name (a box or radio: name and value); a field without a name
 * (a slider's thumb, a widget's text box) by its kind and rank among fields of that kind.
 */
function fieldsOf(root: Element): Map<string, Field> {
  const out = new Map<string, Field>();
  const seen = new Map<string, number>();
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) {
    if (field instanceof HTMLInputElement && NO_RESTORE.has(field.type)) continue;
    const group = field.name ? field.name : `~${kindOf(field)}`;
    const rank = seen.get(group) ?? 0;
    seen.set(group, rank + 1);
    const key =
      field.name && field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')
        ? `${field.name}=${field.value}`
        : `${group}#${rank}`;
    out.set(key, field);
  }
  return out;
}

/** Whether a visitor changed a field from what the server sent (only those are carried over). */
function changed(field: Field): boolean {
  if (field instanceof HTMLInputElement && field.type === 'file') return (field.files?.length ?? 0) > 0;
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * `pressed`: a button pressed in the server HTML while the code was on its way; `submitter`: the
 * button that sent the form meanwhile (the send was held back, to go through the live form).
 */
export function captureFields(root: Element, pressed?: Element | null, submitter?: Element | null): FieldSnapshot {
  const fields = new Map<string, FieldState>();
  for (const [key, field] of fieldsOf(root)) {
    if (!changed(field)) continue;
    if (field instanceof HTMLInputElement && field.type === 'file' && field.files)
      fields.set(key, { value: '', files: field.files });
    else if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
      fields.set(key, { value: field.value, checked: field.checked });
    else if (field instanceof HTMLSelectElement)
      fields.set(key, { value: field.value, selected: [...field.selectedOptions].map((o) => o.value) });
    else fields.set(key, { value: field.value });
  }
  const fileFields = new Map<string, HTMLInputElement>();
  for (const [key, field] of fieldsOf(root))
    if (field instanceof HTMLInputElement && field.type === 'file') fileFields.set(key, field);
  const active = document.activeElement;
  const selection =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? safeSelection(active) : null;
  return {
    fields,
    focus: locate(root, active),
    selection,
    click: locate(root, pressed?.closest(REPLAYED)),
    submit: submitter === undefined ? undefined : locate(root, submitter),
    fileFields,
  };
}

function safeSelection(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null
      ? null
      : [field.selectionStart, field.selectionEnd];
  } catch {
    return null; // inputs without a text selection (number, email in some browsers)
  }
}

/**
 * Sets a value as typing would, so that the component's own handlers run (React skips an input
 * event whose value it already saw set; the prototype's setter goes around its value tracker).
 */
export function typed(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Boxes of the server HTML that the live component renders as one multiple select of the same
 * name (the home box's cities: native boxes without script, React Aria's hidden select once live):
 * their options are chosen as the boxes were ticked.
 */
function restoreBoxesIntoSelects(root: Element, snapshot: FieldSnapshot, live: Map<string, Field>): void {
  const touched = new Set<HTMLSelectElement>();
  for (const [key, state] of snapshot.fields) {
    if (state.checked === undefined || live.has(key)) continue;
    const name = key.slice(0, key.length - state.value.length - 1);
    const select = [...root.querySelectorAll('select')].find((s) => s.multiple && s.name === name);
    const option = select && [...select.options].find((o) => o.value === state.value);
    if (!select || !option) continue;
    option.selected = state.checked;
    touched.add(select);
  }
  for (const select of touched) select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The files chosen on a server field after the swap go to the live field of the same key. */
function forwardLateFiles(root: Element, snapshot: FieldSnapshot): void {
  for (const [key, old] of snapshot.fileFields ?? []) {
    if (old.isConnected) continue; // the same field lives on
    old.addEventListener('change', () => {
      const live = fieldsOf(root).get(key);
      if (!(live instanceof HTMLInputElement) || live.type !== 'file' || !old.files?.length) return;
      live.files = old.files;
      live.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
}

export function restoreFields(root: Element, snapshot: FieldSnapshot): void {
  forwardLateFiles(root, snapshot);
  const live = fieldsOf(root);
  restoreBoxesIntoSelects(root, snapshot, live);
  for (const [key, field] of live) {
    const state = snapshot.fields.get(key);
    if (!state) continue;
    // The same files, and the change event a choice makes (the component shows the file's name).
    if (field instanceof HTMLInputElement && state.files) {
      if (field.type !== 'file') continue;
      field.files = state.files;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      // A real click, so that the component hears of it (React follows radios and boxes by clicks).
    } else if (field instanceof HTMLInputElement && state.checked !== undefined) {
      if (field.checked !== state.checked) field.click();
    } else if (field instanceof HTMLSelectElement && state.selected) {
      for (const option of field.options) option.selected = state.selected.includes(option.value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.value !== state.value) typed(field, state.value);
  }
  find(root, snapshot.click)?.click();
  const target = find(root, snapshot.focus);
  target?.focus({ preventScroll: true });
  if (snapshot.submit !== undefined) {
    const submitter = find(root, snapshot.submit);
    const form =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter.form
        : root.querySelector('form');
    form?.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined,
    );
  }
  if (!target) return;
  if (snapshot.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...snapshot.selection);
    } catch {
      // no text selection on this kind of input
    }
  }
}
