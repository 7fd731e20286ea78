import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SalesReportPanel } from './sales-report-panel';

const MONTHS = ['2026-09', '2026-10', '2026-11'];

function report(sales: number) {
  return {
    months: 3,
    from: '2026-09-01',
    to: '2026-11-28',
    monthly: MONTHS.map((month, index) => ({
      month,
      sales: index === 2 ? sales : 0,
      totalPriceEur: index === 2 ? sales * 930_000 : 0,
      commissionEur: index === 2 ? sales * 27_900 : 0,
      commissionVatEur: index === 2 ? sales * 5_859 : 0,
    })),
    funnel: [
      { stage: 'inquiry', deals: 12 },
      { stage: 'viewing', deals: 7 },
      { stage: 'offer', deals: 3 },
      { stage: 'reserved', deals: sales },
      { stage: 'completed', deals: sales },
    ],
    medianDaysOnMarket: sales ? 41 : null,
    reservations: sales,
  };
}

function show(sales: number) {
  fakeApi({
    'GET /api/admin/sales-report': () => ({ status: 200, body: report(sales) }),
    'GET /api/admin/pipeline': () => ({
      status: 200,
      body: { columns: [{ stage: 'lost', count: 0, deals: [] }], agents: [], areas: ['El Sardinero'] },
    }),
  });
  signIn('owner');
  renderWithProviders(<SalesReportPanel />, { queryClient, router: { path: '/admin/dashboard' } });
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('SalesReportPanel', () => {
  it('says in one line that no sale was completed instead of drawing an empty chart', async () => {
    show(0);
    expect(
      await screen.findByText(/^Ninguna venta escriturada entre sept\.? 2026 y nov\.? 2026\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
  });

  it('draws the monthly chart, and explains that the funnel counts each deal up to the furthest stage', async () => {
    show(1);
    expect(await screen.findByTestId('sales-chart')).toBeInTheDocument();
    const funnel = screen.getByRole('region', { name: 'Embudo de los últimos doce meses' });
    expect(
      within(funnel).getByText(
        'Cada etapa cuenta las operaciones del periodo que la alcanzaron o llegaron más lejos.',
      ),
    ).toBeInTheDocument();
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Consulta12 operaciones',
      'Visita7 operaciones',
      'Oferta3 operaciones',
      'Reserva1 operación',
      'Escriturada1 operación',
    ]);
  });
});
