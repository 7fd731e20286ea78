import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';
import type { ToastAction, ToastTone } from './toast';

/** How long a toast stays (toast.tsx). */
const TOAST_DURATION_MS = 6000;

function Notifier({ message, tone, action }: { message: string; tone?: ToastTone; action?: ToastAction }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, tone, action)}>
      {message}
    </button>
  );
}

function renderToasts() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ToastProvider dismissLabel="Descartar">
      <Notifier message="Guardado" tone="success" />
      <Notifier message="Enlace copiado" />
      <Notifier message="No se pudo guardar" tone="error" />
    </ToastProvider>,
  );
  const show = (message: string) => user.click(screen.getByRole('button', { name: message }));
  return { user, show };
}

describe('Toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('announce notices politely and errors assertively', async () => {
    const { show } = renderToasts();
    await show('Guardado');
    await show('No se pudo guardar');

    expect(screen.getByRole('status')).toHaveTextContent('Guardado');
    expect(screen.getByRole('status')).not.toHaveTextContent('No se pudo guardar');
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar');
  });

  it('go away with their dismiss button, one at a time', async () => {
    const { user, show } = renderToasts();
    await show('Guardado');
    await show('Enlace copiado');

    const status = screen.getByRole('status');
    const [first] = within(status).getAllByRole('button', { name: 'Descartar' });
    await user.click(first);

    expect(status).not.toHaveTextContent('Guardado');
    expect(status).toHaveTextContent('Enlace copiado');
  });

  it('go away by themselves after six seconds', async () => {
    const { show } = renderToasts();
    await show('Guardado');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS / 2));
    await show('Enlace copiado');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS / 2 - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).not.toHaveTextContent('Guardado');
    expect(screen.getByRole('status')).toHaveTextContent('Enlace copiado');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS / 2));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('show the three latest at most', async () => {
    const { show } = renderToasts();
    await show('Guardado');
    await show('Enlace copiado');
    await show('No se pudo guardar');
    await show('Enlace copiado');

    expect(screen.getAllByRole('button', { name: 'Descartar' })).toHaveLength(3);
    expect(screen.getByRole('status')).not.toHaveTextContent('Guardado');
  });

  it('offer one action, which the toast gives way to', async () => {
    const undo = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider dismissLabel="Descartar">
        <Notifier message="Favorito quitado" action={{ label: 'Deshacer', onClick: undo }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Favorito quitado' }));
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Deshacer' }));

    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('make a link of an action that leads somewhere, followed through its own handler', async () => {
    const open = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider dismissLabel="Descartar">
        <Notifier message="Búsqueda guardada" action={{ label: 'Ver', href: '/dashboard', onClick: open }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Búsqueda guardada' }));
    const link = screen.getByRole('link', { name: 'Ver' });
    expect(link).toHaveAttribute('href', '/dashboard');
    await user.click(link);

    expect(open).toHaveBeenCalledTimes(1);
  });

  it('stay while the pointer is on them, and count six seconds again once it leaves', async () => {
    const { user, show } = renderToasts();
    await show('Guardado');
    const toast = within(screen.getByRole('status')).getByText('Guardado');

    await user.hover(toast);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByRole('status')).toHaveTextContent('Guardado');

    await user.unhover(toast);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
