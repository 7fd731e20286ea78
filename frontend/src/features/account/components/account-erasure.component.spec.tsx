import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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
  endSession();
  queryClient.clear();
});

function renderCard(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn();
  const rendered = renderWithProviders(<AccountErasure />, {
    queryClient,
    router: { path: '/dashboard', routes: [{ path: '/account/erase', element: <p>Despedida</p> }] },
  });
  return { api, router: rendered.router!, user: userEvent.setup() };
}

describe('AccountErasure', () => {
  it('says what goes and what the agency keeps, and erases with the password once confirmed', async () => {
    const { api, router, user } = renderCard({ 'POST /api/me/erasure': () => ({ status: 204 }) });

    expect(screen.getByRole('heading', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
    expect(screen.getByText(/Sus favoritos, búsquedas guardadas y avisos/)).toBeInTheDocument();
    expect(screen.getByText(/importes y pagos de sus reservas/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar su cuenta de forma definitiva?' });
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'Acantilado-Verde-42');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await screen.findByText('Despedida')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/erase');
    expect(await api.lastBody('POST /api/me/erasure')).toEqual({ password: 'Acantilado-Verde-42' });
    expect(signedInUser()).toBeNull();
  });

  it('keeps the dialog open with the error next to the password when it is wrong', async () => {
    const { user } = renderCard({
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
    });

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await within(dialog).findByLabelText(/Contraseña/)).toHaveAccessibleDescription(/./);
    expect(screen.queryByText('Despedida')).not.toBeInTheDocument();
    expect(signedInUser()).not.toBeNull();
  });

  it('sends the e-mail link instead, and says where it went', async () => {
    const { api, user } = renderCard({ 'POST /api/me/erasure/link': () => ({ status: 202 }) });

    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace por email' }));

    expect(await screen.findByText(/Le hemos enviado un enlace a lucia@example.com/)).toBeInTheDocument();
    expect(api.calls()).toEqual(['POST /api/me/erasure/link']);
  });
});
