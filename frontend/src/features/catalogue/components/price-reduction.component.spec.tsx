import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { PreviousPrice, PriceHistory, ReductionBadge } from './price-reduction';

afterEach(async () => {
  await act(() => i18n.changeLanguage('es'));
});

// Half past midnight on 13 November in Madrid, still the 12th in London and in UTC.
const reduction = { percent: 6, previousPriceEur: 500_000, at: '2026-11-12T23:30:00.000Z' };

describe('the price reduction', () => {
  it('is marked in Spanish with a spaced percent and the Madrid date, the old price struck and named', () => {
    renderWithProviders(
      <>
        <ReductionBadge reduction={{ ...reduction, at: '2026-11-12T10:00:00.000Z' }} />
        <PreviousPrice reduction={reduction} />
      </>,
    );
    expect(screen.getByText(/^Rebajado/).textContent).toBe('Rebajado un 6\u00a0% el 12 nov');
    const previous = screen.getByText(/^500\.000/);
    expect(previous.tagName).toBe('S');
    expect(previous.parentElement?.textContent).toBe('Precio anterior: 500.000\u00a0€');
  });

  it('is marked in English without the space before the percent sign, on the day it is in Madrid', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<ReductionBadge reduction={reduction} />);
    expect(screen.getByText(/^Reduced/).textContent).toBe('Reduced by 6% on 13 Nov');
  });

  it('lists the prices newest first as a table, the first price as the start', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(
      <PriceHistory
        history={[
          { at: '2026-11-12T10:00:00.000Z', priceEur: 470_000, changePercent: -6 },
          { at: '2026-10-01T09:00:00.000Z', priceEur: 500_000, changePercent: null },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(screen.getByRole('heading', { name: 'Price history' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DatePriceChange',
      '12 Nov 2026470.000\u00a0€\u22126%',
      '1 Oct 2026500.000\u00a0€Initial price',
    ]);
  });

  it('shows no history while the listing has had one price', () => {
    renderWithProviders(
      <PriceHistory history={[{ at: '2026-10-01T09:00:00.000Z', priceEur: 500_000, changePercent: null }]} />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
