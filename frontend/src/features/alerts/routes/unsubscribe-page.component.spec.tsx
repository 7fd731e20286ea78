import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '../../../lib/api/query-client';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders, TestProviders } from '../../../test/render';
import UnsubscribePage from './unsubscribe-page';

const UNSUBSCRIBE = 'POST /api/alerts/unsubscribe';
const RESUBSCRIBE = 'POST /api/alerts/resubscribe';

const searchAlerts = (subscribed: boolean) => ({
  status: 200,
  body: { kind: 'search', searchName: 'Villas en Santander', frequency: null, subscribed },
});

function refusal(status: number, code: string) {
  return { status, body: { error: { code, message: code, details: [] } } };
}

function openLink(routes: Record<string, FakeRoute>, link = '/unsubscribe?token=signed-token') {
  const api = fakeApi(routes);
  const { router } = renderWithProviders(<UnsubscribePage />, {
    router: { path: '/unsubscribe', initialEntries: [link] },
  });
  return { api, router, user: userEvent.setup() };
}

describe('UnsubscribePage', () => {
  it('ends the alerts of the link once, confirms it, and takes the token out of the address', async () => {
    const { api, router } = openLink({ [UNSUBSCRIBE]: () => searchAlerts(false) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Baja confirmada' })).toBeInTheDocument();
    expect(
      screen.getByText('Ya no recibirá avisos de la búsqueda «Villas en Santander».'),
    ).toBeInTheDocument();
    expect(api.calls()).toEqual([UNSUBSCRIBE]);
    expect(router?.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Gestionar mis avisos en mi panel' })).toHaveAttribute(
      'href',
      '/dashboard?tab=searches',
    );
  });

  it('sends the token of the link to the API', async () => {
    const sent: string[] = [];
    openLink({
      [UNSUBSCRIBE]: (request) => {
        sent.push(new URL(request.url).searchParams.get('token') ?? '');
        return searchAlerts(false);
      },
    });
    await screen.findByRole('heading', { name: 'Baja confirmada' });
    expect(sent).toEqual(['signed-token']);
  });

  it('undoes the unsubscription with the same link', async () => {
    const { api, user } = openLink({
      [UNSUBSCRIBE]: () => searchAlerts(false),
      [RESUBSCRIBE]: () => searchAlerts(true),
    });

    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByRole('heading', { name: 'Avisos reactivados' })).toBeInTheDocument();
    expect(
      screen.getByText('Volverá a recibir avisos de la búsqueda «Villas en Santander».'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    expect(api.calls()).toEqual([UNSUBSCRIBE, RESUBSCRIBE]);
  });

  it('confirms the end of the price-drop alerts, leading to the settings', async () => {
    openLink({
      [UNSUBSCRIBE]: () => ({
        status: 200,
        body: { kind: 'price_drops', searchName: null, frequency: null, subscribed: false },
      }),
    });

    expect(await screen.findByText('Ya no recibirá avisos de bajadas de precio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestionar mis avisos en mi panel' })).toHaveAttribute(
      'href',
      '/dashboard?tab=settings',
    );
  });

  it.each([
    ['daily', 'Ya no recibirá el resumen diario de sus búsquedas.'],
    ['weekly', 'Ya no recibirá el resumen semanal de sus búsquedas.'],
  ])('confirms the end of the %s summary of the searches', async (frequency, message) => {
    openLink({
      [UNSUBSCRIBE]: () => ({
        status: 200,
        body: { kind: 'digest', searchName: null, frequency, subscribed: false },
      }),
    });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestionar mis avisos en mi panel' })).toHaveAttribute(
      'href',
      '/dashboard?tab=searches',
    );
  });

  it.each([
    [410, 'unsubscribe_link_expired', 'Enlace caducado', 'Este enlace ha caducado.'],
    [422, 'invalid_unsubscribe_token', 'Enlace no válido', 'Este enlace no es válido.'],
    [404, 'saved_search_not_found', 'Búsqueda eliminada', 'Esta búsqueda ya no existe'],
  ])('explains a refused link (%i %s)', async (status, code, title, message) => {
    openLink({ [UNSUBSCRIBE]: () => refusal(status, code) });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('offers to try again when the API could not answer', async () => {
    let calls = 0;
    const { user } = openLink({
      [UNSUBSCRIBE]: () => (++calls === 1 ? refusal(500, 'internal_error') : searchAlerts(false)),
    });

    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Baja confirmada' })).toBeInTheDocument();
  });

  it('changes nothing when the server renders the page: it waits for the browser', () => {
    const api = fakeApi({});
    const html = renderToString(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/unsubscribe?token=signed-token']}>
          <UnsubscribePage />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(html).toContain('Un momento: estamos tramitando su baja…');
    expect(api.calls()).toEqual([]);
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    const { api } = openLink({}, '/unsubscribe');

    expect(await screen.findByRole('heading', { name: 'Enlace incompleto' })).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('speaks the reader’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    openLink({ [UNSUBSCRIBE]: () => searchAlerts(false) });

    expect(
      await screen.findByText('You will no longer receive alerts for the search “Villas en Santander”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });
});
