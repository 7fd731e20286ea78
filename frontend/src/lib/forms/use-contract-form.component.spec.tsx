import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as z from 'zod';
import { TextField } from '../../components/ui/form-field';
import { createTestQueryClient, TestProviders } from '../../test/render';
import { useContractForm } from './use-contract-form';

const schema = z.object({
  name: z.string().min(1),
  message: z.string(),
  kind: z.enum(['visit', 'call']),
  frequency: z.enum(['daily', 'weekly']),
  newsletter: z.boolean(),
});
type Values = z.output<typeof schema>;

const DEFAULTS: Values = { name: '', message: '', kind: 'visit', frequency: 'daily', newsletter: false };

/** A form of every kind of control, as the site builds them, that reports what it sends and what is dirty. */
function Form({
  onSend,
  mode = 'defaultValues',
}: {
  onSend: (values: Values, dirty: string[]) => void;
  /** `values`: the start values may change later, the person's edits kept (as the contact form does). */
  mode?: 'defaultValues' | 'values';
}) {
  const form = useContractForm(
    schema,
    mode === 'values'
      ? { values: { ...DEFAULTS }, resetOptions: { keepDirtyValues: true } }
      : { defaultValues: DEFAULTS },
  );
  // Read while rendering, so react-hook-form keeps it up to date.
  const dirty = Object.keys(form.formState.dirtyFields).sort();
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit((values) => onSend(values, dirty))(event)}>
      <TextField label="name" {...form.field('name')} />
      <textarea aria-label="message" {...form.register('message')} />
      <select aria-label="kind" {...form.register('kind')}>
        <option value="visit">Visit</option>
        <option value="call">Call</option>
      </select>
      {(['daily', 'weekly'] as const).map((frequency) => (
        <input
          key={frequency}
          type="radio"
          aria-label={frequency}
          value={frequency}
          {...form.register('frequency')}
        />
      ))}
      <input type="checkbox" aria-label="newsletter" {...form.register('newsletter')} />
      <button type="submit">Send</button>
    </form>
  );
}

let container: HTMLElement | null = null;
let root: Root | null = null;

function page(ui: ReactNode) {
  return <TestProviders queryClient={createTestQueryClient()}>{ui}</TestProviders>;
}

afterEach(() => {
  if (root) act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Renders the form on the "server", lets `typeBeforeHydration` change its HTML, then hydrates it. */
async function hydrateAfter(typeBeforeHydration: () => void, mode?: 'defaultValues' | 'values') {
  const onSend = jest.fn<(values: Values, dirty: string[]) => void>();
  container = document.createElement('div');
  container.innerHTML = renderToString(page(<Form onSend={onSend} mode={mode} />));
  document.body.append(container);
  typeBeforeHydration();
  const recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(container!, page(<Form onSend={onSend} mode={mode} />), {
      onRecoverableError: recoverable,
    });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return onSend;
}

const control = <E extends Element>(name: string) => screen.getByLabelText(name) as unknown as E;

describe.each(['defaultValues', 'values'] as const)('useContractForm before hydration (%s)', (mode) => {
  it('keeps and sends what was typed and chosen in the server-rendered form before hydration, as edits', async () => {
    const onSend = await hydrateAfter(() => {
      control<HTMLInputElement>('name').value = 'Ana';
      control<HTMLTextAreaElement>('message').value = 'Hola';
      control<HTMLSelectElement>('kind').value = 'call';
      control<HTMLInputElement>('weekly').checked = true;
      control<HTMLInputElement>('newsletter').checked = true;
    }, mode);

    expect(control<HTMLInputElement>('name').value).toBe('Ana');
    expect(control<HTMLInputElement>('weekly').checked).toBe(true);
    expect(control<HTMLInputElement>('daily').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith(
      { name: 'Ana', message: 'Hola', kind: 'call', frequency: 'weekly', newsletter: true },
      ['frequency', 'kind', 'message', 'name', 'newsletter'],
    );
  });

  it('starts from the default values when nothing was typed', async () => {
    const onSend = await hydrateAfter(() => undefined, mode);

    expect(control<HTMLInputElement>('daily').checked).toBe(true);
    fireEvent.input(control('name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith({ ...DEFAULTS, name: 'Ana' }, ['name']);
  });
});
