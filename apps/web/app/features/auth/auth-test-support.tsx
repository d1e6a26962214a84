import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { vi } from 'vitest';
import { testMember } from '../../../test/test-member';
import { ModalTitle } from '../../components/modal/modal-frame';

/** Test helpers of the auth feature: a fake /api at the fetch boundary, a member, page navigation spies. */

export const member: AuthUser = testMember({
  phone: '+90 5321234567',
  createdAt: '2026-01-05T10:00:00.000Z',
});

export type ApiCall = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Answers `fetch` by "METHOD /api/path" (query ignored). A call nobody answers fails like a lost connection,
 * so no test reaches a real server.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const call: ApiCall = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(call);
  });
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** location.assign / reload / replace would make happy-dom navigate; tests only need to know they were asked. */
export function spyOnNavigation() {
  return {
    assign: vi.spyOn(window.location, 'assign').mockImplementation(() => {}),
    reload: vi.spyOn(window.location, 'reload').mockImplementation(() => {}),
    replace: vi.spyOn(window.location, 'replace').mockImplementation(() => {}),
  };
}

/** A stand-in for another helper's modal that shows the props it was opened with. */
export function modalDouble(title: string) {
  return function ModalDouble(props: Record<string, unknown>) {
    const { close: _close, ...shown } = props;
    return (
      <>
        <ModalTitle>{title}</ModalTitle>
        <output data-testid="modal-props">{JSON.stringify(shown)}</output>
      </>
    );
  };
}
