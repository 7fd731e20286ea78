import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import type { Role } from '../../../lib/api/types';
import { endSession } from '../../../lib/auth/session';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import PortalsPage from '../routes/portals-page';
import { PropertyPortalsPanel } from './property-portals-panel';

const PROPERTY = 'villa-sardinero-santander';
const ROUTE = `/api/admin/properties/${PROPERTY}/portals`;

afterEach(() => {
  endSession();
  queryClient.clear();
});

function render(role: Role, routes: Record<string, FakeRoute>, page = false) {
  const api = fakeApi(routes);
  signIn(role);
  if (page) renderWithProviders(<PortalsPage />, { queryClient, router: { path: '/owner/portals' } });
  else renderWithProviders(<PropertyPortalsPanel propertyId={PROPERTY} />, { queryClient });
  return { api, user: userEvent.setup() };
}

describe('PropertyPortalsPanel', () => {
  it('shows admins the listing’s portals without letting them change them', async () => {
    render('admin', {
      [`GET ${ROUTE}`]: () => ({ status: 200, body: { portals: ['kyero', 'thinkspain'] } }),
    });
    const panel = await screen.findByRole('region', { name: 'Portales inmobiliarios' });
    expect(await within(panel).findByText('Kyero, thinkSPAIN')).toBeInTheDocument();
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    expect(within(panel).getByText(/Solo los propietarios/)).toBeInTheDocument();
  });

  it('lets owners tick the portals and saves all of them at once', async () => {
    const { api, user } = render('owner', {
      [`GET ${ROUTE}`]: () => ({ status: 200, body: { portals: ['kyero'] } }),
      [`PUT ${ROUTE}`]: () => ({ status: 200, body: { portals: ['kyero', 'green-acres'] } }),
    });
    const kyero = await screen.findByRole('checkbox', { name: 'Kyero' });
    expect(kyero).toBeChecked();
    const save = screen.getByRole('button', { name: 'Guardar portales' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Green-Acres' }));
    await user.click(save);
    expect(await screen.findByText('Portales guardados')).toBeInTheDocument();
    expect(await api.lastBody(`PUT ${ROUTE}`)).toEqual({ portals: ['kyero', 'green-acres'] });
  });
});

describe('PortalsPage', () => {
  it('gives each feed’s address and count, renews one after a confirmation and lists what cannot be published', async () => {
    const feed = (portal: string, exported: number) => ({
      portal,
      url: `https://costa.example/api/feeds/${portal}.xml?token=${portal}-token`,
      exported,
      chosen: exported + (portal === 'kyero' ? 1 : 0),
    });
    const { api, user } = render(
      'owner',
      {
        'GET /api/admin/portals': () => ({
          status: 200,
          body: {
            feeds: [
              feed('kyero', 2),
              feed('thinkspain', 1),
              feed('green-acres', 0),
              feed('resales-online', 0),
            ],
            excluded: [
              {
                propertyId: 'atico-puerto',
                reference: 'CC-CAS-002',
                title: { es: 'Ático en el puerto' },
                portals: ['kyero'],
                reasons: ['no_image', 'no_description'],
              },
            ],
          },
        }),
        'POST /api/admin/portals/kyero/rotate-token': () => ({
          status: 200,
          body: { url: 'https://costa.example/api/feeds/kyero.xml?token=new' },
        }),
      },
      true,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portales inmobiliarios' }),
    ).toBeInTheDocument();
    const kyero = (await screen.findByRole('heading', { name: 'Kyero' })).closest('li')!;
    expect(kyero).toHaveTextContent('2 propiedades en el feed');
    expect(within(kyero).getByLabelText('Dirección del feed de Kyero')).toHaveValue(feed('kyero', 2).url);

    await user.click(within(kyero).getByRole('button', { name: 'Renovar la dirección' }));
    const dialog = screen.getByRole('dialog', { name: '¿Renovar la dirección del feed de Kyero?' });
    expect(api.calls()).not.toContain('POST /api/admin/portals/kyero/rotate-token');
    await user.click(within(dialog).getByRole('button', { name: 'Renovar la dirección' }));
    expect(await screen.findByText('Nueva dirección de Kyero lista para copiar')).toBeInTheDocument();
    expect(api.calls()).toContain('POST /api/admin/portals/kyero/rotate-token');

    const excluded = screen.getByRole('heading', { name: 'CC-CAS-002 · Ático en el puerto' }).closest('li')!;
    expect(excluded).toHaveTextContent('Sin imágenes · Sin descripción en español o en inglés');
    expect(within(excluded).getByRole('link', { name: 'Completar CC-CAS-002 en el editor' })).toHaveAttribute(
      'href',
      '/admin/properties/edit/atico-puerto',
    );
  });
});
