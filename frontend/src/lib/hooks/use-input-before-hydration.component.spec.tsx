import { afterEach, describe, expect, it, jest } from '@jest/globals';
// Testing Library's act: it tells React that this is a test environment.
import { act } from '@testing-library/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { changedSinceServerRender, useInputBeforeHydration } from './use-input-before-hydration';

/** A price, a kind and a checkbox, as a calculator holds them, with what it computes from them. */
function Calculator({ onApply }: { onApply?: (field: string, value: string | boolean) => void }) {
  const [price, setPrice] = useState('450000');
  const [kind, setKind] = useState('resale');
  const [mortgage, setMortgage] = useState(false);
  const applied =
    <Value extends string | boolean>(field: string, set: (value: Value) => void) =>
    (value: Value) => {
      onApply?.(field, value);
      set(value);
    };
  const priceRef = useInputBeforeHydration(price, applied<string>('price', setPrice));
  const kindRef = useInputBeforeHydration(kind, applied<string>('kind', setKind));
  const mortgageRef = useInputBeforeHydration(mortgage, applied<boolean>('mortgage', setMortgage));
  return (
    <form>
      <input ref={priceRef} name="price" value={price} onChange={(event) => setPrice(event.target.value)} />
      <select ref={kindRef} name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="resale">Resale</option>
        <option value="new_build">New build</option>
      </select>
      <input
        ref={mortgageRef}
        type="checkbox"
        name="mortgage"
        checked={mortgage}
        onChange={(event) => setMortgage(event.target.checked)}
      />
      <output>{`tax ${(Number(price) * (kind === 'resale' ? 0.09 : 0.1)).toFixed(0)}${mortgage ? ' with mortgage' : ''}`}</output>
    </form>
  );
}

let container: HTMLElement | null = null;
let root: Root | null = null;

/** The server's HTML of `ui`, in the document as a browser shows it before the page's script runs. */
function serverRender(ui: ReactNode) {
  container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const element = container;
  return {
    control: <E extends Element>(selector: string) => element.querySelector(selector) as E,
    text: () => element.querySelector('output')?.textContent,
  };
}

/** React takes the server's HTML over; an error (a hydration mismatch among them) fails the test. */
async function hydrate(ui: ReactNode) {
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container!, ui, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
}

afterEach(() => {
  if (root) act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

describe('useInputBeforeHydration', () => {
  it('computes with a price typed, a kind chosen and a box ticked before hydration', async () => {
    const page = serverRender(<Calculator />);
    expect(page.text()).toBe('tax 40500');

    // The person types and chooses while the page's script still downloads.
    page.control<HTMLInputElement>('input[name=price]').value = '500000';
    page.control<HTMLSelectElement>('select').value = 'new_build';
    page.control<HTMLInputElement>('input[type=checkbox]').checked = true;
    await hydrate(<Calculator />);

    expect(page.text()).toBe('tax 50000 with mortgage');
    expect(page.control<HTMLInputElement>('input[name=price]').value).toBe('500000');
    expect(page.control<HTMLSelectElement>('select').value).toBe('new_build');
    expect(page.control<HTMLInputElement>('input[type=checkbox]').checked).toBe(true);
  });

  it('dispatches nothing when nothing was changed before hydration', async () => {
    const onApply = jest.fn();
    const page = serverRender(<Calculator onApply={onApply} />);
    await hydrate(<Calculator onApply={onApply} />);

    expect(onApply).not.toHaveBeenCalled();
    expect(page.text()).toBe('tax 40500');
  });

  it('applies only what changed, once, also under StrictMode', async () => {
    const onApply = jest.fn();
    const page = serverRender(<Calculator onApply={onApply} />);
    page.control<HTMLInputElement>('input[name=price]').value = '300000';
    await hydrate(
      <StrictMode>
        <Calculator onApply={onApply} />
      </StrictMode>,
    );

    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith('price', '300000');
    expect(page.text()).toBe('tax 27000');
  });

  it('leaves a component mounted in the browser alone', async () => {
    const onApply = jest.fn();
    container = document.createElement('div');
    document.body.append(container);
    const browserRoot = createRoot(container);
    await act(async () => browserRoot.render(<Calculator onApply={onApply} />));
    expect(onApply).not.toHaveBeenCalled();
    expect(container.querySelector('output')?.textContent).toBe('tax 40500');
    act(() => browserRoot.unmount());
  });
});

describe('changedSinceServerRender', () => {
  function html(markup: string) {
    container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    return <E extends Element>(selector: string) => container!.querySelector(selector) as E;
  }

  it('says what a text, a checkbox or a select holds when it differs from its HTML, and nothing otherwise', () => {
    const control = html(
      '<input name="name" value="Ana"><input type="checkbox" name="news"><textarea name="message"></textarea>' +
        '<select name="kind"><option value="a" selected>A</option><option value="b">B</option></select>',
    );
    const name = control<HTMLInputElement>('[name=name]');
    const news = control<HTMLInputElement>('[name=news]');
    const message = control<HTMLTextAreaElement>('textarea');
    const kind = control<HTMLSelectElement>('select');
    for (const element of [name, news, message, kind])
      expect(changedSinceServerRender(element)).toBeUndefined();

    name.value = 'Ana María';
    news.checked = true;
    message.value = 'Hola';
    kind.value = 'b';
    expect(changedSinceServerRender(name)).toBe('Ana María');
    expect(changedSinceServerRender(news)).toBe(true);
    expect(changedSinceServerRender(message)).toBe('Hola');
    expect(changedSinceServerRender(kind)).toBe('b');
  });

  it('answers for a radio button with the value its group now has', () => {
    const control = html(
      '<form><input type="radio" name="often" value="daily" checked><input type="radio" name="often" value="weekly"></form>',
    );
    const daily = control<HTMLInputElement>('[value=daily]');
    const weekly = control<HTMLInputElement>('[value=weekly]');
    expect(changedSinceServerRender(daily)).toBeUndefined();
    weekly.checked = true;
    expect(changedSinceServerRender(daily)).toBe('weekly');
    expect(changedSinceServerRender(weekly)).toBe('weekly');
  });
});
