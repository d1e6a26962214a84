import { afterAll, beforeAll } from 'vitest';

/**
 * A helper server the enclosing describe block needs (a mail catcher, an SMS gateway, an OpenID issuer): started
 * before its tests, closed after them. Read it inside tests and hooks only.
 */
export function useStarted<Server extends { close(): Promise<void> }>(start: () => Promise<Server>): Server {
  let started: Server | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('the helper server exists only inside tests and hooks');
    return started;
  };
  return new Proxy({} as Server, {
    get(_target, key) {
      const value = Reflect.get(current(), key);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
    set: (_target, key, value) => Reflect.set(current(), key, value),
  });
}
