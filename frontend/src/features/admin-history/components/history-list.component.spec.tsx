import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import type { HistoryEvent } from '../api/list-events';
import { HistoryList } from './history-list';

const PRICE_CHANGED: HistoryEvent = {
  position: '42',
  time: '2026-07-01T22:30:00.000Z',
  type: 'PropertyPriceChanged',
  module: 'catalogue',
  entity: { kind: 'property', id: 'villa-sardinero', reference: 'CC-SAN-001' },
  actor: { id: '5f0c8a4e-0000-4000-8000-000000000001', name: 'Lucía Owner', role: 'owner' },
  requestId: '0123456789abcdef-request',
  data: { propertyId: 'villa-sardinero', priceEur: 1250000 },
  erasedPaths: [],
};

const USER_REGISTERED: HistoryEvent = {
  position: '41',
  time: '2026-07-01T08:00:00.000Z',
  type: 'UserRegistered',
  module: 'identity',
  entity: { kind: 'user', id: 'a-user', reference: null },
  actor: null,
  requestId: null,
  data: { email: null, firstName: null, language: 'es' },
  erasedPaths: ['email', 'firstName'],
};

async function renderList() {
  renderWithProviders(<HistoryList events={[PRICE_CHANGED, USER_REGISTERED]} busy={false} />, {
    router: {},
  });
  await screen.findByText('Cuenta registrada');
  const rows = document.querySelectorAll<HTMLElement>('[data-event-type]');
  return { price: rows[0], registered: rows[1] };
}

describe('HistoryList', () => {
  // jsdom has no matchMedia: a wide screen, so the events show as the table.
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it('says what happened in words, to what, by whom, in Madrid time', async () => {
    const { price, registered } = await renderList();
    const row = within(price);
    expect(row.getByText('Precio de la propiedad cambiado')).toBeInTheDocument();
    // 22:30 UTC on 1 July is 00:30 on 2 July in Madrid (summer time).
    expect(row.getByText(/2 jul.*2026.*00:30:00/)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'CC-SAN-001' })).toHaveAttribute(
      'href',
      '/admin/properties/edit/villa-sardinero',
    );
    expect(row.getByText('Lucía Owner')).toBeInTheDocument();
    expect(row.getByText('Propietario')).toBeInTheDocument();
    expect(row.getByTitle('0123456789abcdef-request')).toHaveTextContent('01234567');

    await userEvent.click(row.getByText('Ver datos'));
    expect(price.querySelector('pre')).toHaveTextContent('"priceEur": 1250000');

    expect(within(registered).getByText('Sistema')).toBeInTheDocument();
    expect(within(registered).getByRole('link', { name: 'a-user' })).toHaveAttribute(
      'href',
      '/admin/users/a-user',
    );
  });

  it('names the fields erased with their person', async () => {
    const { price, registered } = await renderList();
    expect(
      within(registered).getByText('Datos borrados a petición de su titular: Correo electrónico, Nombre'),
    ).toBeInTheDocument();
    expect(within(price).queryByText(/Datos borrados/)).not.toBeInTheDocument();
  });
});
