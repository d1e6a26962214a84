import type { GuestDetail } from '@konak/domain/api/admin/get-guest';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { responseOf, type StubAnswer } from '../../../../test/api-doubles';
import { renderApp } from '../../../../test/render-app';
import type { Operator } from '../shell/use-operator';
import { GuestActions } from './guest-actions';

const GUEST_ID = '11111111-1111-4111-8111-111111111111';

function detail(overrides: Partial<GuestDetail['guest']> = {}): GuestDetail {
  return {
    guest: {
      id: GUEST_ID,
      name: 'Zeynep Kaya',
      email: 'zeynep@example.com',
      phone: null,
      role: 'member',
      preferredLanguage: 'tr',
      emailVerified: true,
      disabled: false,
      disabledAt: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      ...overrides,
    },
    membership: { tier: 'bronze', totalSpent: 0 },
    reservations: [],
  };
}

const staff: Operator = { id: 'staff-1', name: 'Ali', role: 'staff' };
const admin: Operator = { id: 'admin-1', name: 'Selin', role: 'admin' };

function renderActions(operator: Operator, shown: GuestDetail, reply: StubAnswer = 'never') {
  const fetch = vi.fn(async () => responseOf(reply));
  vi.stubGlobal('fetch', fetch);
  const onChanged = vi.fn();
  renderApp(<GuestActions detail={shown} operator={operator} onChanged={onChanged} />, {
    url: '/en/admin/guests/x',
    namespaces: ['common', 'admin', 'admin-guests'],
  });
  return { fetch, onChanged };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe("a member's account actions", () => {
  it('let staff disable a member, with the button disabled while the request runs, but not change roles or export', async () => {
    const { fetch } = renderActions(staff, detail());
    const button = (await screen.findByRole('button', { name: 'Disable account' })) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[0]).toBe(
      `/api/admin/guests/${GUEST_ID}/disable`,
    );
    expect(screen.queryByRole('combobox', { name: 'Change role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Download data/ })).toBeNull();
  });

  it("offer staff nothing on an admin's account", async () => {
    renderActions(staff, detail({ role: 'admin' }));
    await screen.findByTestId('location');
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
  });

  it('let an admin change the role and show the answer', async () => {
    const changed = detail({ role: 'staff' });
    const { fetch, onChanged } = renderActions(admin, detail(), { body: changed });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Change role' }), {
      target: { value: 'staff' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('The role was changed.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/guests/${GUEST_ID}/role`);
    expect(JSON.parse(String(init.body))).toEqual({ role: 'staff' });
    expect(onChanged).toHaveBeenCalledWith(changed);
  });

  it("show the server's reason when it refuses", async () => {
    renderActions(admin, detail(), {
      status: 403,
      body: { message: 'Only an admin can disable an admin or staff account.', code: 'operator_protected' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only an admin can disable an admin or staff account.',
    );
  });

  it('say so on your own account and offer nothing', async () => {
    renderActions(admin, detail({ id: admin.id }));
    expect(await screen.findByText('This is your own account.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
