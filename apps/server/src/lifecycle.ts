/**
 * Where the process is in its life (decision 098): `shuttingDown` turns true the moment SIGTERM arrives, and what
 * must stop taking work then (the job worker) registers with `onShutdown`.
 */
export class Lifecycle {
  #shuttingDown = false;
  readonly #listeners: (() => Promise<void> | void)[] = [];

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  onShutdown(listener: () => Promise<void> | void): void {
    this.#listeners.push(listener);
  }

  /** Marks the process as leaving and waits for the listeners; a second call only waits again. */
  async beginShutdown(): Promise<void> {
    this.#shuttingDown = true;
    const listeners = this.#listeners.splice(0);
    await Promise.all(listeners.map(async (listener) => listener()));
  }
}
