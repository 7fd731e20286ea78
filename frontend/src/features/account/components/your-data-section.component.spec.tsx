import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { YourDataSection } from './your-data-section';

const EXPORT = {
  about: { format: 'costa-cantabria.personal-data', version: 1 },
  profile: { email: 'lucia@example.com' },
};

/** The links the section clicked to save a file: their name and the address of their content. */
let saved: { download: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs and does not follow a download link: record what the section asked for.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
});

function renderSection(route: FakeRoute) {
  const api = fakeApi({ 'GET /api/me/export': route });
  signIn();
  renderWithProviders(<YourDataSection />, { queryClient, router: { path: '/dashboard' } });
  return { api, user: userEvent.setup() };
}

describe('YourDataSection', () => {
  it('explains what the file holds and saves the copy of the data as a dated JSON file', async () => {
    const { api, user } = renderSection(() => ({ status: 200, body: EXPORT }));

    expect(screen.getByRole('heading', { name: 'Sus datos' })).toBeInTheDocument();
    expect(screen.getByText(/Sus consultas y las respuestas de la agencia/)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));

    expect(await screen.findByText('Su archivo se ha descargado.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/me/export']);
    expect(saved).toEqual([
      {
        download: expect.stringMatching(/^costa-cantabria-data-\d{4}-\d{2}-\d{2}\.json$/),
        href: 'blob:export',
      },
    ]);
  });

  it('says it is preparing the file while the API composes it', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderSection(() => new Promise((resolve) => (answer = resolve)));

    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));

    expect(await screen.findByRole('button', { name: 'Preparando su archivo…' })).toBeDisabled();
    answer({ status: 200, body: EXPORT });
    expect(await screen.findByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
    expect(saved).toHaveLength(1);
  });

  it('tells the client when they have asked too often, and saves nothing', async () => {
    const { user } = renderSection(() => ({
      status: 429,
      body: { error: { code: 'too_many_requests', message: 'Too many attempts.', details: [] } },
    }));

    await user.click(screen.getByRole('button', { name: 'Descargar mis datos' }));

    expect(await screen.findByText(/Demasiados intentos/)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeEnabled();
  });
});
