import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import type { EntityHistory, FieldChange } from '../api/get-entity-history';
import { EntityHistoryPanel } from './entity-history-panel';

const change = (path: string, before: FieldChange['before'], after: FieldChange['after']): FieldChange => ({
  path,
  before,
  after,
  beforeErased: false,
  afterErased: false,
});

const LONG = 'Una villa frente al mar con vistas abiertas a la bahía de Santander, '.repeat(4);

const HISTORY: EntityHistory = {
  kind: 'property',
  id: 'villa',
  entries: [
    {
      position: '12',
      version: 3,
      // 22:30 UTC on 1 July is 00:30 on 2 July in Madrid (summer time).
      time: '2026-07-01T22:30:00.000Z',
      type: 'PropertyRevised',
      actor: { id: '5f0c8a4e-0000-4000-8000-000000000001', name: 'Lucía Admin', role: 'admin' },
      changes: [
        change('title.en', 'Villa X', 'Villa Y'),
        change('price.saleEur', 1_000_000, 950_000),
        {
          ...change('amenities', ['pool', 'garden'], ['garden', 'sea_view']),
          added: ['sea_view'],
          removed: ['pool'],
        },
        change('fullDescription.es', 'Antes', LONG),
        change('featured', false, true),
        change('status', 'draft', 'active'),
      ],
      erasedPaths: [],
    },
    {
      position: '11',
      version: 2,
      time: '2026-07-01T08:00:00.000Z',
      type: 'InquirySent',
      actor: null,
      changes: [
        change('message', null, '•••'),
        { ...change('email', null, null), afterErased: true },
        change('by', null, { role: 'client', note: null }),
        ...['a', 'b', 'c', 'd', 'e', 'f'].map((field) => change(`extra.${field}`, null, field)),
      ],
      erasedPaths: ['email'],
    },
  ],
};

describe('EntityHistoryPanel', () => {
  afterEach(() => {
    endSession();
    queryClient.clear();
    jest.restoreAllMocks();
  });

  it('shows each change in words, newest first: who, when in Madrid, each field old and new', async () => {
    const api = fakeApi({ 'GET /api/admin/history/property/villa': () => ({ status: 200, body: HISTORY }) });
    signIn('admin');
    renderWithProviders(<EntityHistoryPanel kind="property" id="villa" revision={3} />, { queryClient });

    const panel = screen.getByRole('region', { name: 'Historial' });
    await within(panel).findByText('Propiedad modificada');
    const [revised, sent] = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.eventType);
    expect(api.calls()).toEqual(['GET /api/admin/history/property/villa']);

    const entry = within(revised);
    expect(entry.getByText('Propiedad modificada')).toBeInTheDocument();
    expect(entry.getByText(/2 jul.*2026.*00:30:00/)).toBeInTheDocument();
    expect(entry.getByText('Lucía Admin')).toBeInTheDocument();
    expect(entry.getByText('Administrador')).toBeInTheDocument();

    const line = (path: string) => revised.querySelector<HTMLElement>(`[data-path="${path}"]`)!;
    expect(line('title.en')).toHaveTextContent('Título (EN): Villa X → pasa a Villa Y');
    // An amount as the site writes euros (es-ES, its sign); any other number in the reader's format.
    expect(line('price.saleEur')).toHaveTextContent(/^Precio · Venta: 1\.000\.000\s€ → pasa a 950\.000\s€$/);
    expect(line('amenities')).toHaveTextContent('Prestaciones: Añadido: Vistas al mar Quitado: Piscina');
    expect(line('featured')).toHaveTextContent('Destacada: No → pasa a Sí');
    expect(line('status')).toHaveTextContent('Estado: Borrador → pasa a Disponible');

    // A long text is cut short, and read in full on demand.
    const description = within(line('fullDescription.es'));
    expect(line('fullDescription.es')).not.toHaveTextContent(LONG.trim());
    await userEvent.click(description.getByRole('button', { name: 'Ver completo' }));
    expect(line('fullDescription.es')).toHaveTextContent(LONG.trim());

    // A visitor's event: the system; masked and erased values; many changes behind "show all".
    const other = within(sent);
    expect(other.getByText('Sistema')).toBeInTheDocument();
    expect(sent.querySelector('[data-path="message"]')).toHaveTextContent('Mensaje: •••');
    expect(sent.querySelector('[data-path="email"]')).toHaveTextContent('Correo electrónico: Borrado');
    // A record reads field by field.
    expect(sent.querySelector('[data-path="by"]')).toHaveTextContent('Por parte de: Rol: client');
    expect(sent.querySelectorAll('[data-path]')).toHaveLength(6);
    await userEvent.click(other.getByRole('button', { name: 'Ver los 9 cambios' }));
    expect(sent.querySelectorAll('[data-path]')).toHaveLength(9);
    expect(sent.querySelector('[data-path="extra.f"]')).toHaveTextContent('Extra · F: f');
  });

  it('writes euros as the site does whatever the reader’s language (not 1,000,000 in English)', async () => {
    fakeApi({ 'GET /api/admin/history/property/villa': () => ({ status: 200, body: HISTORY }) });
    signIn('admin');
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithProviders(<EntityHistoryPanel kind="property" id="villa" revision={3} />, { queryClient });
      const panel = await screen.findByRole('region');
      const line = (path: string) => panel.querySelector<HTMLElement>(`[data-path="${path}"]`)!;
      await within(panel).findAllByText(/1\.000\.000/);
      expect(line('price.saleEur')).toHaveTextContent(
        /^Price · Sale: 1\.000\.000\s€ → changed to 950\.000\s€$/,
      );
    } finally {
      await act(() => i18n.changeLanguage('es'));
    }
  });

  it('says so when nothing is recorded yet, and offers a retry when the history fails', async () => {
    fakeApi({
      'GET /api/admin/history/user/nobody': () => ({
        status: 404,
        body: { error: { code: 'history_entity_not_found', message: 'No user', details: [] } },
      }),
      'GET /api/admin/history/booking/broken': () => ({
        status: 403,
        body: { error: { code: 'forbidden', message: 'Prohibido', details: [] } },
      }),
    });
    signIn('owner');
    renderWithProviders(<EntityHistoryPanel kind="user" id="nobody" />, { queryClient });
    expect(await screen.findByText('Aún no hay nada registrado en su historial.')).toBeInTheDocument();

    renderWithProviders(<EntityHistoryPanel kind="booking" id="broken" />, { queryClient });
    expect(await screen.findByText('No hemos podido cargar el historial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
