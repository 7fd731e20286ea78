import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession, SESSION_QUERY_KEY } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { AccountErasure } from './account-erasure';

const signedInUser = () => queryClient.getQueryData(SESSION_QUERY_KEY) ?? null;

afterEach(() => {
  jest.restoreAllMocks();
  endSession();
  queryClient.clear();
});

function renderCard(routes: Record<string, FakeRoute>, onErased: () => void = jest.fn()) {
  const api = fakeApi(routes);
  signIn();
  renderWithProviders(<AccountErasure onErased={onErased} />, {
    queryClient,
    router: { path: '/dashboard' },
  });
  return { api, user: userEvent.setup() };
}

describe('AccountErasure', () => {
  it('says what goes and what the agency keeps, and erases with the password once confirmed', async () => {
    // jsdom loads no new document: record that the card leaves for the goodbye page, and end the session as
    // leaving does.
    const leave = jest.fn(() => endSession());
    const { api, user } = renderCard({ 'POST /api/me/erasure': () => ({ status: 204 }) }, leave);

    expect(screen.getByRole('heading', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
    expect(screen.getByText(/Sus favoritos, búsquedas guardadas y avisos/)).toBeInTheDocument();
    expect(screen.getByText(/importes y pagos de sus reservas/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar su cuenta de forma definitiva?' });
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'Acantilado-Verde-42');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(await api.lastBody('POST /api/me/erasure')).toEqual({ password: 'Acantilado-Verde-42' });
    expect(signedInUser()).toBeNull();
  });

  it('keeps the dialog open with the error next to the password when it is wrong', async () => {
    const leave = jest.fn();
    const { user } = renderCard(
      {
        'POST /api/me/erasure': () => ({
          status: 422,
          body: {
            error: {
              code: 'invalid_current_password',
              message: 'The current password is not correct.',
              details: [{ field: 'password', code: 'invalid_current_password', message: 'Not correct.' }],
            },
          },
        }),
      },
      leave,
    );

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await within(dialog).findByLabelText(/Contraseña/)).toHaveAccessibleDescription(/./);
    expect(leave).not.toHaveBeenCalled();
    expect(signedInUser()).not.toBeNull();
  });

  it('sends the e-mail link instead, and says where it went', async () => {
    const { api, user } = renderCard({ 'POST /api/me/erasure/link': () => ({ status: 202 }) });

    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace por email' }));

    expect(await screen.findByText(/Le hemos enviado un enlace a lucia@example.com/)).toBeInTheDocument();
    expect(api.calls()).toEqual(['POST /api/me/erasure/link']);
  });
});
