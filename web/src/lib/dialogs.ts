import { useSyncExternalStore } from 'react';

export interface DialogOptions {
  title: string;
  text: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  confirmText?: string;
  /** Shown only for questions; the answer is then true or false. */
  cancelText?: string;
  /** What Escape answers: the cancel by default; true where the cancel button does something (sends a mail) and Escape should only close. */
  escapeMeans?: boolean;
  autoCloseMs?: number;
}

interface OpenDialog extends DialogOptions {
  id: number;
  resolve(confirmed: boolean): void;
}

let queue: OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens a modal dialog (one at a time, queued); resolves true when confirmed. */
export function showDialog(options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    queue = [
      ...queue,
      {
        ...options,
        id,
        resolve(confirmed) {
          queue = queue.filter((d) => d.id !== id);
          emit();
          resolve(confirmed);
        },
      },
    ];
    emit();
  });
}

export const showAlert = (text: string, title = 'Notice') => showDialog({ title, text, tone: 'warning', confirmText: 'OK' });

export function useCurrentDialog(): OpenDialog | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
    // No dialog is open in a page rendered on the server.
    () => undefined,
  );
}
