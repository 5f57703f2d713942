// @vitest-environment jsdom
// A dialog whose content comes from a value that closing clears fades out with that content: its
// title, and so its accessible name, stays until it is gone (axe found an unnamed dialog fading
// out of the refinance explanation).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { MessageDialog, type SimpleMessage } from '../../../src/ui/message-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const show = (message: SimpleMessage | null) => act(() => root!.render(<MessageDialog message={message} onClose={() => {}} />));

function dialogName(): string | null {
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog) return null;
  return document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
}

it('keeps its title while it fades out after closing', () => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  show({ title: 'Rentevaste periode loopt af', message: 'Neem contact op.', date: null });
  expect(dialogName()).toBe('Rentevaste periode loopt af');
  show(null);
  // Still in the page while its fade runs, and still named.
  expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  expect(dialogName()).toBe('Rentevaste periode loopt af');
});
