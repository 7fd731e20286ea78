import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import type { UserListItem } from '../../../lib/api/types';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { EraseUserAccount } from './erase-user-account';

const CLIENT: UserListItem = {
  id: '0f6b1d2e-3c4a-4b5c-8d9e-0a1b2c3d4e5f',
  email: 'marta@example.com',
  emailVerified: true,
  firstName: 'Marta',
  lastName: 'Sainz',
  displayName: null,
  role: 'user',
  status: 'active',
  registeredAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
};
const ROUTE = `POST /api/admin/users/${CLIENT.id}/erasure`;

afterEach(() => {
  endSession();
  queryClient.clear();
});

function renderAction(user: UserListItem, route: FakeRoute) {
  const api = fakeApi({ [ROUTE]: route });
  signIn('owner');
  const rendered = renderWithProviders(<EraseUserAccount user={user} />, {
    queryClient,
    router: {
      path: `/admin/users/${user.id}`,
      routes: [{ path: '/owner/users', element: <p>Usuarios</p> }],
    },
  });
  return { api, router: rendered.router!, user: userEvent.setup() };
}

describe('EraseUserAccount', () => {
  it("erases the client's account after the owner confirms, and returns to the users", async () => {
    const { api, router, user } = renderAction(CLIENT, () => ({ status: 204 }));

    await user.click(screen.getByRole('button', { name: 'Eliminar la cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la cuenta de forma definitiva?' });
    expect(dialog).toHaveTextContent('Marta Sainz (marta@example.com)');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await screen.findByText('Usuarios')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/owner/users');
    expect(api.calls()).toEqual([ROUTE]);
  });

  it('says why when the API refuses, and stays', async () => {
    const { user } = renderAction(CLIENT, () => ({
      status: 409,
      body: {
        error: {
          code: 'staff_account_not_erasable',
          message: 'Una cuenta del equipo no puede eliminarse',
          details: [],
        },
      },
    }));

    await user.click(screen.getByRole('button', { name: 'Eliminar la cuenta' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await screen.findByText(/Una cuenta del equipo no puede eliminarse/)).toBeInTheDocument();
    expect(screen.queryByText('Usuarios')).not.toBeInTheDocument();
  });

  it('is not offered for staff accounts', () => {
    fakeApi({});
    signIn('owner');
    renderWithProviders(<EraseUserAccount user={{ ...CLIENT, role: 'admin' }} />, {
      queryClient,
      router: { path: '/admin/users/x' },
    });
    expect(screen.queryByRole('button', { name: 'Eliminar la cuenta' })).not.toBeInTheDocument();
  });
});
