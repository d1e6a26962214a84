import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ModalDescription, ModalTitle } from './modal-frame';
import { type ModalControls, useModal } from './modal-provider';

function LoginDouble({ close }: { close: () => void }) {
  return (
    <>
      <ModalTitle>Welcome back</ModalTitle>
      <ModalDescription>Sign in to see your reservations.</ModalDescription>
      <button type="button" onClick={close}>
        Done
      </button>
    </>
  );
}

function Trigger() {
  const { open, isAvailable } = useModal();
  return (
    <>
      <p>available: {String(isAvailable('login'))}</p>
      <button type="button" onClick={() => open('login')}>
        Open login
      </button>
    </>
  );
}

let controls: ModalControls | undefined;

function Capture() {
  controls = useModal();
  return <Trigger />;
}

describe('ModalProvider', () => {
  it('opens a registered modal as a named, described dialog and closes it from inside', async () => {
    renderApp(<Trigger />, { modals: { login: LoginDouble } });
    expect(await screen.findByText('available: true')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the same controls while modals open and close, so no context change reaches unhydrated islands', async () => {
    renderApp(<Capture />, { modals: { login: LoginDouble } });
    const opener = await screen.findByRole('button', { name: 'Open login' });
    const before = controls;
    expect(before).toBeDefined();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(controls).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(controls).toBe(before);
  });

  it('closes on Escape and with the translated close button', async () => {
    renderApp(<Trigger />, { url: '/ru', modals: { login: LoginDouble } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open login' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the button that opened it', async () => {
    renderApp(<Trigger />, { modals: { login: LoginDouble } });
    const opener = await screen.findByRole('button', { name: 'Open login' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('draws a modal registered with the wide frame in it', async () => {
    renderApp(<Trigger />, { modals: { login: { component: LoginDouble, frame: 'wide' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open login' }));
    expect((await screen.findByRole('dialog', { name: 'Welcome back' })).dataset.variant).toBe('wide');
  });

  it("shows the frame at the tap, before the modal's code has arrived, and closes it from there", async () => {
    // A modal whose code never arrives: what the guest sees meanwhile is the frame with a loading state.
    const NeverLoaded = lazy(() => new Promise<never>(() => {}));
    renderApp(<Trigger />, { url: '/en', modals: { login: { component: NeverLoaded, frame: 'wide' } } });
    const opener = await screen.findByRole('button', { name: 'Open login' });
    act(() => fireEvent.click(opener));
    const placeholder = screen.getByRole('dialog', { name: 'Loading…' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(placeholder.dataset.variant).toBe('wide');
    fireEvent.keyDown(placeholder, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports a modal that is not registered and refuses to open it', async () => {
    renderApp(<Capture />);
    expect(await screen.findByText('available: false')).toBeTruthy();
    expect(() => controls?.open('login')).toThrow('No modal is registered as "login"');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
