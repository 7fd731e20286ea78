import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import type { UserListItem } from '../../../lib/api/types';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { useHandedOverCount } from '../api/export-user-data';
import { ExportUserData } from './export-user-data';

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
const ROUTE = `GET /api/admin/users/${CLIENT.id}/export`;

let saved: string[] = [];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not follow a download link: record the names it was asked to save.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
});

/** What the account's page reads to load its history again after a copy was handed over. */
function HandedOver({ id }: { id: string }) {
  return <output data-id={id}>{useHandedOverCount(id)}</output>;
}

function renderAction(route: FakeRoute) {
  const api = fakeApi({ [ROUTE]: route });
  signIn('owner');
  renderWithProviders(
    <>
      <ExportUserData user={CLIENT} />
      <HandedOver id={CLIENT.id} />
      <HandedOver id="another-account" />
    </>,
    { queryClient, router: { path: '/admin/users/x' } },
  );
  return { api, user: userEvent.setup() };
}

describe('ExportUserData', () => {
  it('downloads the client’s copy of their data for the owner', async () => {
    const { api, user } = renderAction(() => ({ status: 200, body: { about: { version: 1 } } }));

    await user.click(screen.getByRole('button', { name: 'Exportar sus datos' }));

    expect(await screen.findByText('Se han descargado los datos de Marta Sainz.')).toBeInTheDocument();
    expect(api.calls()).toEqual([ROUTE]);
    expect(saved).toEqual([expect.stringMatching(/^costa-cantabria-data-\d{4}-\d{2}-\d{2}\.json$/)]);
    // The account's history has a new entry (AccountDataExported): its page counts the copies handed over.
    expect(document.querySelector(`output[data-id="${CLIENT.id}"]`)).toHaveTextContent('1');
    expect(document.querySelector('output[data-id="another-account"]')).toHaveTextContent('0');
  });

  it('says why the API refused, and saves nothing', async () => {
    const { user } = renderAction(() => ({
      status: 429,
      body: { error: { code: 'too_many_requests', message: 'Demasiados intentos.', details: [] } },
    }));

    await user.click(screen.getByRole('button', { name: 'Exportar sus datos' }));

    expect(await screen.findByText('Demasiados intentos.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(document.querySelector(`output[data-id="${CLIENT.id}"]`)).toHaveTextContent('0');
  });
});
