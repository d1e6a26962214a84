import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';
import { toast } from './toast';
import { TOAST_DURATION_MS, toastPosition } from './toast-position';
import { takePendingToastCommands } from './toast-queue';
import { ToastRegion } from './toast-region';

afterEach(() => {
  setViewportWidth(1024);
});

describe('toastPosition', () => {
  it('puts toasts on top on phones and in the end-side bottom corner on desktop', () => {
    expect(toastPosition(true, 'ltr')).toBe('top-center');
    expect(toastPosition(true, 'rtl')).toBe('top-center');
    expect(toastPosition(false, 'ltr')).toBe('bottom-right');
    expect(toastPosition(false, 'rtl')).toBe('bottom-left');
  });
});

describe('toast', () => {
  it('queues one command per call with its type and a fresh id unless one is given', () => {
    takePendingToastCommands();
    const first = toast.success('Saved');
    const second = toast.warning('Careful', { description: 'Check the dates' });
    toast.info('Replaced', { id: first });
    toast.dismiss(second);
    expect(first).not.toBe(second);
    expect(takePendingToastCommands()).toEqual([
      { kind: 'show', id: first, type: 'success', message: 'Saved', description: undefined },
      { kind: 'show', id: second, type: 'warning', message: 'Careful', description: 'Check the dates' },
      { kind: 'show', id: first, type: 'info', message: 'Replaced', description: undefined },
      { kind: 'dismiss', id: second },
    ]);
  });

  it('loads the toaster on the first toast, at the bottom end on desktop, then closes it after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setViewportWidth(1280);
    renderApp(<ToastRegion />, { url: '/en' });
    await screen.findByTestId('location');
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    act(() => {
      toast.error('Payment failed');
    });
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    const region = screen.getByRole('region', { name: /Notifications/ });
    const list = region.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe('right');
    expect(document.querySelector('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');

    // Sonner's own default (4 s) would already have removed it at 4.5 s.
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    expect(screen.queryByText('Payment failed')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1_500));
    expect(screen.queryByText('Payment failed')).toBeNull();
  });

  it('shows toasts at the top centre on phones, labelled in the page language', async () => {
    setViewportWidth(390);
    renderApp(<ToastRegion />, { url: '/ar' });
    await screen.findByTestId('location');
    act(() => {
      toast.success('تم الحفظ');
    });
    expect(await screen.findByText('تم الحفظ')).toBeTruthy();
    const list = screen.getByRole('region', { name: /الإشعارات/ }).querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('top');
    expect(list?.getAttribute('data-x-position')).toBe('center');
    expect(list?.getAttribute('dir')).toBe('rtl');
  });
});
