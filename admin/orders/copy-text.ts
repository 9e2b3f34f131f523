/** How a text reached staff: on the clipboard, or selected on the page for them to copy. */
export type CopyOutcome = 'copied' | 'selected';

/** Selects what `element` holds, as a long press would. */
function selectContents(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies `text` with the Clipboard API. Where the browser has none or refuses it (a shop served over
 * plain http, a permission denied), selects `element`'s text instead, so that the phone's own copy
 * menu is one tap away. A second press copies again and changes nothing else.
 */
export async function copyText(text: string, element: HTMLElement | null): Promise<CopyOutcome> {
  // Missing outside a secure context, whatever lib.dom says.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  try {
    if (clipboard) {
      await clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused: selecting is what is left.
  }
  selectContents(element);
  return 'selected';
}

/** A path of the shop (/personal/order/…/sbp/) as the address a shopper opens: the back office is served by the same site. */
export const shopAddress = (path: string, origin: string = window.location.origin): string => new URL(path, origin).href;
