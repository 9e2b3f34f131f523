/**
 * Bringing a refused form's first error into view: its own module, loaded at the first refusal
 * (hooks/useFormErrors.ts), so no page carries it in its first JavaScript.
 */

/** What a form marks invalid: a control (aria-invalid) or a group of radio cards (the pickup points). */
const MARKED = '[aria-invalid="true"]';

/**
 * Brings the first field the form marked invalid, in the page's order, into view and puts the focus
 * in it: its control, or in a marked group the chosen radio or else the first. The field's block
 * (label, control, message) scrolls to the top of the screen, clear of the sticky header by its
 * scroll-margin (ui/Field.tsx), and so clear of the toasts, which sit at the bottom of a page.
 */
export function revealFirstError(form: HTMLElement | null): void {
  const marked = form?.querySelector<HTMLElement>(MARKED);
  if (!marked) return;
  const control = marked.matches('input, select, textarea')
    ? marked
    : (marked.querySelector<HTMLElement>('input:checked') ?? marked.querySelector<HTMLElement>('input, select, textarea, button'));
  const block = marked.closest<HTMLElement>('[data-field]') ?? marked;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  block.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  (control ?? marked).focus({ preventScroll: true });
}
