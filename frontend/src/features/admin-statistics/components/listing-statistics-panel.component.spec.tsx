import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { ListingStatisticsPanel } from './listing-statistics-panel';

const PROPERTY = 'villa-comillas';
const PATH = `GET /api/admin/properties/${PROPERTY}/statistics`;

const zero = { views: 0, favorites: 0, inquiries: 0, viewings: 0, offers: 0, savedSearchMatches: 0 };

/** `days` days ending on 2026-11-28, with views on the last two and an inquiry on the last one. */
function statistics(days: number, totals: object, previous: object) {
  const end = Date.UTC(2026, 10, 28);
  const daily = Array.from({ length: days }, (_, index) => {
    const day = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, ...zero };
  });
  daily[days - 2] = { ...daily[days - 2], views: 4 };
  daily[days - 1] = { ...daily[days - 1], views: 11, inquiries: 1 };
  return {
    propertyId: PROPERTY,
    days,
    period: { from: daily[0].day, to: daily[days - 1].day, totals: { ...zero, ...totals } },
    previous: { from: '2026-09-30', to: '2026-10-29', totals: { ...zero, ...previous } },
    daily,
  };
}

function renderPanel() {
  const asked: string[] = [];
  const api = fakeApi({
    [PATH]: (request) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      asked.push(String(days));
      return days === 90
        ? {
            status: 200,
            body: statistics(
              90,
              { views: 40, offers: 2, savedSearchMatches: 3 },
              { views: 40, offers: 0, savedSearchMatches: 1 },
            ),
          }
        : { status: 200, body: statistics(30, { views: 15, inquiries: 1 }, { views: 10, inquiries: 2 }) };
    },
  });
  signIn('admin');
  renderWithProviders(<ListingStatisticsPanel propertyId={PROPERTY} title="Villa en Comillas" />, {
    queryClient,
  });
  return { api, asked, user: userEvent.setup() };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).closest('div') as HTMLElement;

describe('ListingStatisticsPanel', () => {
  it('shows each total with its change against the period before, and another period on request', async () => {
    const { asked, user } = renderPanel();

    expect(await screen.findByRole('heading', { name: 'Estadísticas del anuncio' })).toBeInTheDocument();
    expect(await screen.findByText('Visualizaciones', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Visualizaciones')).toHaveTextContent('15');
    expect(figure('Visualizaciones')).toHaveTextContent(/50\s%\smás que en los 30 días anteriores \(10\)/);
    expect(figure('Consultas')).toHaveTextContent(/50\s%\smenos que en los 30 días anteriores \(2\)/);
    expect(figure('Favoritos')).toHaveTextContent('Igual que en los 30 días anteriores (0)');
    expect(screen.getByRole('radio', { name: '30 días' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '90 días' }));
    expect(await screen.findByText(/Ninguna en los 90 días anteriores/)).toBeInTheDocument();
    expect(figure('Ofertas')).toHaveTextContent('2');
    expect(figure('Búsquedas guardadas coincidentes')).toHaveTextContent(
      /^Búsquedas guardadas coincidentes3200\s%\smás que en los 90 días anteriores \(1\)$/,
    );
    expect(figure('Visualizaciones')).toHaveTextContent('Igual que en los 90 días anteriores (40)');
    expect(screen.getByRole('radio', { name: '90 días' })).toBeChecked();
    expect(asked).toEqual(['30', '90']);
  });

  it('draws the views per day for the eye and gives screen readers every figure per day in a table', async () => {
    renderPanel();

    const chart = await screen.findByRole('figure', {
      name: /Visualizaciones por día de «Villa en Comillas», del .+ al .+/,
    });
    // The bars: one per day with views, hidden from assistive technology.
    const svg = within(chart).getByTestId('views-chart');
    expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(svg.querySelectorAll('rect')).toHaveLength(2);

    const table = within(chart).getByRole('table', { name: /Cifras por día de «Villa en Comillas»/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Día',
      'Visualizaciones',
      'Favoritos',
      'Consultas',
      'Visitas solicitadas',
      'Ofertas',
      'Búsquedas guardadas coincidentes',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const last = within(rows[30])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(last).toEqual(['11', '0', '1', '0', '0', '0']);
  });
});
