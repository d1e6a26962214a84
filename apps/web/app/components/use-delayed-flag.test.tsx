import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag';

function Probe({ active }: { active: boolean }) {
  return <p>{useDelayedFlag(active, 300) ? 'shown' : 'hidden'}</p>;
}

beforeEach(() => vi.useFakeTimers());
describe('useDelayedFlag', () => {
  it('turns on only after the delay and off at once', () => {
    const { rerender } = render(<Probe active />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByText('hidden')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('shown')).toBeTruthy();
    rerender(<Probe active={false} />);
    expect(screen.getByText('hidden')).toBeTruthy();
  });

  it('never turns on when the activity ends before the delay', () => {
    const { rerender } = render(<Probe active />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<Probe active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('hidden')).toBeTruthy();
  });
});
