import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { formatPrice } from '../../../lib/format/format';
import type { SellerReport } from '../../../lib/api/types';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import SellerReportPage from './seller-report-page';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABBBBBBBBBBBBBBBBBBBBB';
const READ = `GET /api/seller-reports/${TOKEN}`;

const REPORT: SellerReport = {
  language: 'es',
  property: { id: 'villa-sardinero-santander', title: { es: 'Villa frente al mar' }, reference: 'CC-1' },
  week: { isoWeek: '2026-W47', from: '2026-11-16', to: '2026-11-22' },
  figures: [
    { figure: 'views', value: 40, previous: 30, trend: 'up' },
    { figure: 'favorites', value: 2, previous: 5, trend: 'down' },
    { figure: 'inquiries', value: 1, previous: 1, trend: 'same' },
    { figure: 'viewings', value: 3, previous: 0, trend: 'up' },
    { figure: 'offers', value: 1, previous: 0, trend: 'up' },
  ],
  viewings: [
    { startsAt: '2026-11-17T09:00:00.000Z', interest: 'very_interested', remarks: 'Les encantó la terraza.' },
    { startsAt: '2026-11-19T15:00:00.000Z', interest: null, remarks: null },
  ],
  offers: [{ madeAt: '2026-11-18T10:00:00.000Z', amountEur: 1_850_000, status: 'awaiting_seller' }],
};

function openLink(answer: { status: number; body: unknown }) {
  const api = fakeApi({ [READ]: () => answer });
  renderWithProviders(<SellerReportPage />, {
    router: { path: '/seller-report/:token', initialEntries: [`/seller-report/${TOKEN}`] },
  });
  return api;
}

const refusal = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code, details: [] } },
});

describe('SellerReportPage', () => {
  it('shows the week’s figures against the week before, the viewings with the agent’s words and the offers', async () => {
    const api = openLink({ status: 200, body: REPORT });

    expect(await screen.findByRole('heading', { level: 1, name: 'Villa frente al mar' })).toBeVisible();
    expect(api.calls()).toEqual([READ]);
    const figures = within(screen.getByRole('region', { name: 'La semana en cifras' }));
    const views = figures.getByText('Visitas al anuncio').closest('li')!;
    expect(views).toHaveTextContent('40');
    expect(views).toHaveTextContent('Más que la semana anterior (30)');
    expect(figures.getByText('Guardado en favoritos').closest('li')).toHaveTextContent(
      'Menos que la semana anterior (5)',
    );
    expect(figures.getByText('Consultas recibidas').closest('li')).toHaveTextContent(
      'Igual que la semana anterior (1)',
    );
    const viewings = within(screen.getByRole('region', { name: 'Visitas realizadas' }));
    expect(viewings.getByText('Muy interesado')).toBeVisible();
    expect(viewings.getByText('Les encantó la terraza.')).toBeVisible();
    expect(viewings.getByText('Valoración del agente pendiente')).toBeVisible();
    const offers = within(screen.getByRole('region', { name: 'Ofertas' }));
    expect(offers.getByRole('cell', { name: formatPrice(1_850_000) })).toBeVisible();
    expect(offers.getByRole('cell', { name: 'Pendiente de su respuesta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contactar con la agencia' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });

  it('says so when the week had no viewings and no offers', async () => {
    openLink({ status: 200, body: { ...REPORT, viewings: [], offers: [] } });
    expect(await screen.findByText('Esta semana no se han realizado visitas.')).toBeVisible();
    expect(screen.getByText('Esta semana no se han recibido ofertas.')).toBeVisible();
  });

  it.each([
    [410, 'seller_report_link_revoked', 'Enlace sin validez'],
    [410, 'seller_report_link_expired', 'Enlace caducado'],
    [404, 'seller_report_link_invalid', 'Enlace no válido'],
  ])('explains a %s %s and points to the agency', async (status, code, title) => {
    openLink(refusal(status, code));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(/Póngase en contacto con la agencia/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Contactar con la agencia' })).toBeVisible();
  });
});
