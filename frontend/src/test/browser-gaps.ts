/**
 * What the components rely on from a browser and jsdom does not do, emulated just enough for tests.
 */

/** The top modal dialog hears Escape first, like the browser's modal stack. */
const openModals: HTMLDialogElement[] = [];

function onEscape(event: KeyboardEvent): void {
  const top = openModals[openModals.length - 1];
  if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
  // The browser fires a cancelable `cancel` on the dialog and closes it unless a listener prevents that.
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
}

/**
 * `<dialog>`'s showModal() and close(): jsdom knows the element but not its methods. The page behind is
 * not made inert; Escape sends `cancel` as in a browser.
 */
export function emulateModalDialogs(): void {
  const prototype = HTMLDialogElement.prototype;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    openModals.push(this);
    if (openModals.length === 1) document.addEventListener('keydown', onEscape);
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    openModals.splice(openModals.indexOf(this), 1);
    if (openModals.length === 0) document.removeEventListener('keydown', onEscape);
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * getClientRects(): jsdom lays nothing out and returns no box for any element, so every element would
 * count as hidden (ui/focusable.ts skips elements without a box). Here an element in the document has a
 * box unless it or an ancestor is `hidden`.
 */
export function emulateLayout(): void {
  Element.prototype.getClientRects = function getClientRects(this: Element) {
    const box = { x: 0, y: 0, top: 0, left: 0, right: 1, bottom: 1, width: 1, height: 1 };
    const boxes = this.isConnected && !this.closest('[hidden]') ? [box] : [];
    return Object.assign(boxes, { item: (index: number) => boxes[index] ?? null }) as unknown as DOMRectList;
  };
  // Nothing is laid out, so there is nothing to scroll: scrolling an element into view does nothing.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
