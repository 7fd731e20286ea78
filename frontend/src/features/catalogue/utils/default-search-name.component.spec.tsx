import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from '../../../lib/i18n/i18n';
import { parseFilters } from '../../../widgets/property-search/property-filters';
import { useDefaultSearchName } from './default-search-name';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

/** The name for the search of a query string (prices' no-break spaces read as spaces). */
function nameOf(query: string, maxLength = 80): string {
  const { result } = renderHook(() => useDefaultSearchName(maxLength), { wrapper });
  return result.current(parseFilters(new URLSearchParams(query))).replace(/\u00a0/g, ' ');
}

describe('the name a saved search is offered', () => {
  it('reads the type, the place and the price of the search', () => {
    expect(nameOf('type=villa&location=santander&priceMax=2000000')).toBe(
      'Villas en Santander · hasta 2.000.000 €',
    );
  });

  it('is "Todas las propiedades" for a search without filters (the order is not one)', () => {
    expect(nameOf('')).toBe('Todas las propiedades');
    expect(nameOf('sort=price_asc')).toBe('Todas las propiedades');
  });

  it('lists several types and places, and adds the other filters as they read on their chips', () => {
    expect(
      nameOf(
        'type=villa&type=penthouse&location=santander&location=laredo&bedroomsMin=3&features=pool&q=mar',
      ),
    ).toBe('Villas y áticos en Santander y Laredo · «mar» · 3+ dormitorios · Piscina');
    expect(nameOf('priceMin=500000&priceMax=1500000&sizeMin=200')).toBe(
      'Propiedades · 500.000 € – 1.500.000 € · desde 200 m²',
    );
  });

  it('is written in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    expect(nameOf('type=villa&location=santander&priceMax=2000000')).toBe(
      'Villas in Santander · up to 2.000.000 €',
    );
    expect(nameOf('')).toBe('All properties');
  });

  it('fits the length the API accepts', () => {
    const name = nameOf(
      'type=villa&type=house&type=townhouse&location=santander&location=castro_urdiales',
      40,
    );
    expect(name).toHaveLength(40);
    expect(name.endsWith('…')).toBe(true);
  });
});
