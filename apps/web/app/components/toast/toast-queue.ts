export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastCommand =
  | { kind: 'show'; id: string; type: ToastType; message: string; description?: string }
  | { kind: 'dismiss'; id?: string };

// Toasts are requested before the toaster (and sonner) has loaded, so they wait here until it mounts.
let pending: ToastCommand[] = [];
let toasterRequested = false;
const listeners = new Set<() => void>();

export function enqueueToastCommand(command: ToastCommand): void {
  pending.push(command);
  toasterRequested = true;
  for (const listener of listeners) listener();
}

export function takePendingToastCommands(): ToastCommand[] {
  const commands = pending;
  pending = [];
  return commands;
}

export function subscribeToToastCommands(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return toasterRequested;
}
