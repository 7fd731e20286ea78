import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EMPTY_FILTERS, type PropertyFilters } from '../../../widgets/property-search/property-filters';
import { createTestQueryClient, TestProviders } from '../../../test/render';
import { PropertyFilterPanel } from './property-filter-panel';
import { PropertyTextSearch } from './property-text-search';

let container: HTMLElement | null = null;
let root: Root | null = null;

afterEach(() => {
  if (root) act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** `ui` as the server renders it, changed by `beforeHydration` as a person would, then hydrated. */
async function hydrateAfter(ui: () => ReactNode, beforeHydration: (page: HTMLElement) => void) {
  const page = () => <TestProviders queryClient={createTestQueryClient()}>{ui()}</TestProviders>;
  container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  beforeHydration(container);
  const recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(container!, page(), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
}

describe('the property search before hydration', () => {
  it('searches for the text typed before hydration once the page hydrates, as if typed then', async () => {
    const onCommit = jest.fn<(text: string) => void>();
    await hydrateAfter(
      () => <PropertyTextSearch value="" onCommit={onCommit} />,
      (page) => {
        within(page).getByRole<HTMLInputElement>('searchbox').value = ' Sardinero ';
      },
    );

    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe(' Sardinero ');
    // The search waits for typing to pause; a loaded machine may take longer than waitFor's default second.
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('Sardinero'), { timeout: 5000 });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('applies the filters chosen before hydration in one change, as if chosen then', async () => {
    const onChange = jest.fn<(filters: PropertyFilters) => void>();
    const filters: PropertyFilters = { ...EMPTY_FILTERS, type: ['villa'], q: 'mar' };
    await hydrateAfter(
      () => <PropertyFilterPanel filters={filters} onChange={onChange} />,
      (page) => {
        within(page).getByRole<HTMLInputElement>('checkbox', { name: 'Santander' }).checked = true;
        within(page).getByRole<HTMLInputElement>('checkbox', { name: 'Villa' }).checked = false;
        within(page).getByRole<HTMLInputElement>('checkbox', { name: 'Piso' }).checked = true;
        within(page).getByRole<HTMLSelectElement>('combobox', { name: 'Dormitorios' }).value = '3';
        within(within(page).getByRole('group', { name: 'Precio' })).getByRole<HTMLSelectElement>('combobox', {
          name: 'Mínimo',
        }).value = '500000';
      },
    );

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      ...filters,
      location: ['santander'],
      type: ['apartment'],
      bedroomsMin: 3,
      priceMin: 500_000,
    });
  });

  it('changes nothing when nothing was chosen before hydration, and applies a later choice at once', async () => {
    const onChange = jest.fn<(filters: PropertyFilters) => void>();
    await hydrateAfter(
      () => <PropertyFilterPanel filters={EMPTY_FILTERS} onChange={onChange} />,
      () => undefined,
    );
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Laredo' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, location: ['laredo'] });
  });
});
