import { enqueueToastCommand, type ToastType } from './toast-queue';

export type ToastOptions = {
  /** A second, smaller line under the message. */
  description?: string;
  /** Reusing an id replaces that toast instead of stacking a new one. */
  id?: string;
};

let lastId = 0;

function show(type: ToastType, message: string, options: ToastOptions = {}): string {
  // The queue is module state: on the server it would be shared by every request.
  if (typeof window === 'undefined') throw new Error('toast() is for the browser, not server rendering');
  lastId += 1;
  const id = options.id ?? `toast-${lastId}`;
  enqueueToastCommand({ kind: 'show', id, type, message, description: options.description });
  return id;
}

/**
 * Shows a notification for 5 s (paused while hovered or focused). Pass translated text. Call it from
 * event handlers and effects, never while rendering on the server.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => enqueueToastCommand({ kind: 'dismiss', id }),
};
