/** What a dialog's focus handling needs: which elements Tab reaches, and keeping Tab inside. */

const CANDIDATES =
  'a[href], button, input, select, textarea, [tabindex], [contenteditable=""], [contenteditable="true"]';

/** A radio group is one Tab stop: its checked option, or its first one when none is checked. */
function isGroupStop(radio: HTMLInputElement, root: HTMLElement): boolean {
  if (!radio.name) return true;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (other) => other.name === radio.name && other.form === radio.form,
  );
  const checked = group.find((other) => other.checked);
  return checked ? checked === radio : group[0] === radio;
}

/** The elements Tab reaches inside root, in document order (no positive tabindex is used in the app). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]')) return false;
    // Hidden (display: none, a closed details): no box to focus. Screen-reader-only inputs keep a 1 px box.
    if (el.getClientRects().length === 0) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio') return isGroupStop(el, root);
    return true;
  });
}

/**
 * Tab and Shift+Tab cycle inside root: from the last element to the first and back. Focus that has left root
 * (to the page's body when a focused button was disabled while saving) comes back to its first or last element.
 * Answers whether it moved the focus (the caller then prevents the browser's own move).
 */
export function trapTab(root: HTMLElement, backwards: boolean): boolean {
  const list = tabbables(root);
  const active = document.activeElement;
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) {
    root.focus();
    return true;
  }
  const inside = active instanceof Node && root.contains(active) && active !== root;
  if (backwards && (!inside || active === first)) {
    last.focus();
    return true;
  }
  if (!backwards && (!inside || active === last)) {
    first.focus();
    return true;
  }
  return false;
}
