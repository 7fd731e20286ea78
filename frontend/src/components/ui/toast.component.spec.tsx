import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';
import type { ToastTone } from './toast';

/** How long a toast stays (toast.tsx). */
const TOAST_DURATION_MS = 6000;

function Notifier({ message, tone }: { message: string; tone?: ToastTone }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, tone)}>
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
});
