import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { formatPrice } from '../../../lib/format/format';
import { TEST_RATES as RATES } from '../../../test/purchase-cost-rates';
import { createTestQueryClient, TestProviders } from '../../../test/render';
import { PURCHASE_COST_RATES_KEY } from '../api/get-purchase-cost-rates';
import CalculatorPage from './calculator-page';

// The chart draws on a canvas, which jsdom has not: its place is enough here.
jest.mock('../components/amortisation-chart', () => ({
  AmortisationChart: () => <div data-testid="amortisation-chart" />,
}));

function withRates(): QueryClient {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(PURCHASE_COST_RATES_KEY, { version: 1, rates: RATES });
  return queryClient;
}

/** /calculator in a router of its own, at `address`, as the site routes it (no data read on a new search). */
function routerAt(address: string) {
  return createMemoryRouter(
    [{ path: '/calculator', element: <CalculatorPage />, shouldRevalidate: () => false }],
    { initialEntries: [address] },
  );
}

let container: HTMLElement | null = null;
let root: Root | null = null;

afterEach(() => {
  if (root) act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** The page as the server renders it at `address`, then (after `beforeHydration`) taken over by React. */
async function serverRenderAndHydrate(address: string, beforeHydration: () => void = () => undefined) {
  const server = () =>
    renderToString(
      <TestProviders queryClient={withRates()}>
        <RouterProvider router={routerAt(address)} />
      </TestProviders>,
    );
  // The site's renderer waits for the lazy parts (the mortgage's chart); renderToString would render their
  // fallback: a first pass loads their code.
  server();
  await new Promise((resolve) => setTimeout(resolve, 0));
  container = document.createElement('div');
  container.innerHTML = server();
  document.body.append(container);
  const serverItp = within(container).getByTestId('line-itp').querySelector('dd')?.textContent;
  beforeHydration();
  const router = routerAt(address);
  const recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(
      container!,
      <TestProviders queryClient={withRates()}>
        <RouterProvider router={router} />
      </TestProviders>,
      { onRecoverableError: recoverable },
    );
  });
  expect(recoverable).not.toHaveBeenCalled();
  return { router, serverItp };
}

const itp = () => screen.getByTestId('line-itp').querySelector('dd')?.textContent;
const price = () => screen.getByLabelText(/Precio de compra/) as HTMLInputElement;

describe('the calculator page', () => {
  it('renders the figures its address asks for, on the server too', async () => {
    const { serverItp } = await serverRenderAndHydrate(
      '/calculator?price=300000&habitual=1&mortgage=1&down=100000&rate=4&years=20',
    );
    // A habitual residence of 300,000 € is above the reduced rate's limit: 9 %.
    expect(serverItp).toBe(formatPrice(27_000));
    expect(price().value).toBe('300000');
    expect(screen.getByRole('checkbox', { name: /vivienda habitual/i })).toBeChecked();
    expect((screen.getByLabelText(/Aportación inicial/) as HTMLInputElement).value).toBe('100000');
    expect((screen.getByLabelText(/Tipo de interés/) as HTMLInputElement).value).toBe('4');
    expect((screen.getByLabelText(/Plazo/) as HTMLInputElement).value).toBe('20');
  });

  it('shows every line of the breakdown to the cent when a tax has cents, fees and totals alike', async () => {
    await serverRenderAndHydrate('/calculator?price=333333');
    // 9 % of 333,333 € is 29,999.97 €: the fees, whole euros, read with cents beside it.
    expect(itp()).toBe('29.999,97\u00a0€');
    for (const line of ['line-notary', 'line-land_registry', 'line-gestoria', 'line-costs']) {
      expect(screen.getByTestId(line).querySelector('dd')?.textContent).toMatch(/,\d\d\u00a0€$/);
    }
    expect(screen.getByTestId('grand-total').textContent).toMatch(/,\d\d\u00a0€$/);
  });

  it('ignores what does not read in the address', async () => {
    const { serverItp, router } = await serverRenderAndHydrate('/calculator?price=abc&kind=castle');
    expect(serverItp).toBe(formatPrice(40_500));
    expect(price().value).toBe('450000');
    // And writes the address again without it, in place.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('computes with a price typed before hydration, and keeps it in the address', async () => {
    const { serverItp, router } = await serverRenderAndHydrate('/calculator', () => {
      (container!.querySelector('input[name=price]') as HTMLInputElement).value = '500000';
    });
    expect(serverItp).toBe(formatPrice(40_500));

    expect(price().value).toBe('500000');
    expect(itp()).toBe(formatPrice(45_000));
    await waitFor(() => expect(router.state.location.search).toBe('?price=500000'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps each change in the address, replacing it once typing pauses', async () => {
    const { router } = await serverRenderAndHydrate('/calculator');
    fireEvent.change(price(), { target: { value: '6' } });
    fireEvent.change(price(), { target: { value: '600000' } });
    fireEvent.change(screen.getByLabelText(/Tipo de compra/), { target: { value: 'new_build' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /hipoteca/i }));

    await waitFor(() => expect(router.state.location.search).toBe('?price=600000&kind=new&mortgage=1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("uses every field changed before hydration at once: the mortgage's, and a fee of the client's own", async () => {
    const { router } = await serverRenderAndHydrate('/calculator?mortgage=1', () => {
      const field = (name: string) => container!.querySelector(name) as HTMLInputElement;
      field('input[name=downPayment]').value = '200000';
      field('input[name=residence][value=resident]').checked = true;
      (within(container!).getByLabelText(/notar/i) as HTMLInputElement).value = '900';
    });

    expect((screen.getByLabelText(/Aportación inicial/) as HTMLInputElement).value).toBe('200000');
    expect(screen.getByTestId('line-notary').querySelector('dd')?.textContent).toBe(formatPrice(900));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mortgage=1&resident=1&down=200000&notary=900'),
    );
  });
});
