// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showDialog } from '../../lib/dialogs.ts';
import { DialogHost } from './dialog-host.tsx';

/** Escape on a native modal: the browser fires `cancel` on the <dialog>. */
async function pressEscape() {
  await act(async () => {
    screen.getByRole('alertdialog').dispatchEvent(new Event('cancel', { cancelable: true }));
  });
}

describe('a dialog and the Escape key', () => {
  afterEach(cleanup);

  it('cancels a question by default: Escape answers as its cancel button', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = showDialog({ title: 'Delete?', text: 'Really?', confirmText: 'Delete', cancelText: 'Keep' });
    });
    await pressEscape();
    await expect(answer).resolves.toBe(false);
  });

  it('closes a dialog whose cancel button does something (sends a mail) as its Ok does, never pressing that button', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = showDialog({
        title: 'Complete Your Registration',
        text: 'Check your email.',
        confirmText: 'Ok',
        cancelText: 'Send the link again',
        escapeMeans: true,
      });
    });
    await pressEscape();
    await expect(answer).resolves.toBe(true);
  });
});
