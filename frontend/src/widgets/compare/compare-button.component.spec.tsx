import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../lib/api/query-client';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { CompareButton } from './compare-button';
import { COMPARE_KEY, addToCompare, comparedIds, replaceInCompare } from './compare-list';

const stored = () => JSON.parse(window.localStorage.getItem(COMPARE_KEY) ?? '[]') as unknown[];
const FOUR = ['villa-uno', 'piso-dos', 'atico-tres', 'casa-cuatro'];

/** The comparison's answer for the ids asked: a title per id ("Villa uno"). */
function comparisonApi() {
  return fakeApi({
    'GET /api/properties/compare': (request) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
      const title = (id: string) => id.replace('-', ' ').replace(/^./, (c) => c.toUpperCase());
      return {
        status: 200,
        body: {
          items: ids.map((id) => ({ id, title: { es: title(id) }, coverImage: null })),
          unavailable: [],
        },
      };
    },
  });
}

afterEach(() => queryClient.clear());

describe('the comparison list', () => {
  it('keeps at most four distinct ids in the order chosen, and a replacement takes the place it replaces', () => {
    for (const id of FOUR) expect(addToCompare(id)).toBe('added');
    expect(addToCompare('piso-dos')).toBe('present');
    expect(addToCompare('quinta-cinco')).toBe('full');
    expect(comparedIds()).toEqual(FOUR);

    replaceInCompare('piso-dos', 'quinta-cinco');
    expect(comparedIds()).toEqual(['villa-uno', 'quinta-cinco', 'atico-tres', 'casa-cuatro']);
    expect(stored()).toEqual(comparedIds());
  });

  it('ignores what it cannot use in the storage: repeated, malformed or too many ids', () => {
    window.localStorage.setItem(
      COMPARE_KEY,
      JSON.stringify(['villa-uno', 'villa-uno', 'Not An Id', 7, ...FOUR.slice(1), 'quinta-cinco']),
    );
    expect(comparedIds()).toEqual(FOUR);
    window.localStorage.setItem(COMPARE_KEY, '{broken');
    expect(comparedIds()).toEqual([]);
  });
});

describe('CompareButton', () => {
  it('adds the property to the comparison and takes it out again, saying which it does', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompareButton propertyId="villa-uno" title="Villa uno" />);
    const button = screen.getByRole('button', { name: 'Comparar' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('En la comparación');
    expect(stored()).toEqual(['villa-uno']);

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
  });

  it('asks which of the four a fifth replaces, and replaces only the one chosen', async () => {
    comparisonApi();
    for (const id of FOUR) addToCompare(id);
    const user = userEvent.setup();
    renderWithProviders(<CompareButton propertyId="quinta-cinco" title="Quinta cinco" />, { queryClient });

    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Su comparación está completa' });
    expect(dialog).toHaveAccessibleDescription(/hasta 4 propiedades.*«Quinta cinco»/);
    expect(comparedIds()).toEqual(FOUR);

    await user.click(await within(dialog).findByRole('button', { name: 'Sustituir «Atico tres»' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(comparedIds()).toEqual(['villa-uno', 'piso-dos', 'quinta-cinco', 'casa-cuatro']);
    expect(screen.getByRole('button', { name: 'En la comparación' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the comparison when the visitor changes their mind', async () => {
    comparisonApi();
    for (const id of FOUR) addToCompare(id);
    const user = userEvent.setup();
    renderWithProviders(<CompareButton propertyId="quinta-cinco" title="Quinta cinco" />, { queryClient });

    await user.click(screen.getByRole('button', { name: 'Comparar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mantener mi comparación' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(comparedIds()).toEqual(FOUR);
  });

  it('follows a change made in another tab', () => {
    renderWithProviders(<CompareButton propertyId="villa-uno" title="Villa uno" />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');

    // Another tab writes the storage; this one only hears the storage event.
    act(() => {
      window.localStorage.setItem(COMPARE_KEY, JSON.stringify(['villa-uno']));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_KEY }));
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

    act(() => {
      window.localStorage.removeItem(COMPARE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_KEY }));
    });
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });
});
