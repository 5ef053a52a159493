import type { KeyboardEvent } from 'react';

/**
 * Enter in a text field must not submit the form (docs/product.md §5). Attach to any element that
 * contains inputs (events bubble, through portals too); textareas, buttons and open autocompletes
 * keep their own Enter behaviour because only plain inputs are stopped, after their handlers ran.
 */
export function preventEnterSubmit(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  if (event.target.type === 'button' || event.target.type === 'submit') return;
  event.preventDefault();
}
