import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

const SEND = 'POST /api/inquiries';

function renderContactForm(send: FakeRoute = () => ({ status: 202, body: { id: 'inquiry-1' } })) {
  const api = fakeApi({ [SEND]: send });
  renderWithProviders(<ContactForm />, { router: { path: '/contact' } });
  // No pause between keystrokes: the forms react to each one all the same.
  return { api, user: userEvent.setup({ delay: null }) };
}

/** The field named `label`, and the text its description (hint and error) reads. */
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(new RegExp(`^${label}`)));
    if (value) await user.type(field(new RegExp(`^${label}`)), value);
  }
}

const VALID = {
  'Nombre y apellidos': '  Lucía Ortiz ',
  'Correo electrónico': 'lucia@example.com',
  Teléfono: '+34 600 000 000',
  Asunto: 'Villa en Comillas',
  Mensaje: 'Quisiera visitarla el sábado.',
};

describe('ContactForm', () => {
  it('shows each missing field’s error next to it on submit, focuses the first, and sends nothing', async () => {
    const { api, user } = renderContactForm();

    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));

    for (const label of [/^Nombre y apellidos/, /^Correo electrónico/, /^Asunto/]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription('Este campo es obligatorio');
    }
    expect(field(/^Mensaje/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(field(/^Teléfono/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Nombre y apellidos/)).toHaveFocus();
    expect(api.calls()).toEqual([]);
  });

  it('words its errors in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { api, user } = renderContactForm();

    await user.type(field(/^E-mail/), 'lucia@');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(field(/^Full name/)).toHaveAccessibleDescription('This field is required');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('The email address is not valid');
    expect(api.calls()).toEqual([]);
  });

  it('focuses the first invalid field when the ones before it are right', async () => {
    const { api, user } = renderContactForm();
    await fillIn(user, { ...VALID, 'Correo electrónico': 'lucia.example.com', Teléfono: 'llámame' });

    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));

    expect(field(/^Correo electrónico/)).toHaveFocus();
    expect(field(/^Correo electrónico/)).toHaveAccessibleDescription('El correo electrónico no es válido');
    expect(field(/^Teléfono/)).toHaveAccessibleDescription('El número de teléfono no es válido');
    expect(api.calls()).toEqual([]);
  });

  it('sends the trimmed inquiry in the reader’s language once every field is right, says so and clears the form', async () => {
    const { api, user } = renderContactForm();
    await fillIn(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));

    expect(await screen.findByText(/^Gracias por escribirnos/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Consulta enviada con éxito');
    expect(api.calls()).toEqual([SEND]);
    expect(await api.lastBody(SEND)).toEqual({
      name: 'Lucía Ortiz',
      email: 'lucia@example.com',
      phone: '+34 600 000 000',
      subject: 'Villa en Comillas',
      message: 'Quisiera visitarla el sábado.',
      language: 'es',
    });
    for (const label of Object.keys(VALID)) expect(field(new RegExp(`^${label}`))).toHaveValue('');
  });

  it('places the API’s field errors next to their field, translated, with the focus on the first', async () => {
    const { user } = renderContactForm(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'La solicitud no es válida',
          details: [
            { field: 'phone', code: 'invalid_phone', message: 'phone must match the pattern' },
            { field: 'email', code: 'invalid_email', message: 'email must be an email' },
          ],
        },
      },
    }));
    await fillIn(user, VALID);

    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));

    await waitFor(() => expect(field(/^Teléfono/)).toHaveFocus());
    expect(field(/^Teléfono/)).toHaveAccessibleDescription('El número de teléfono no es válido');
    expect(field(/^Correo electrónico/)).toHaveAccessibleDescription('El correo electrónico no es válido');
    expect(screen.getByText('Revise los campos marcados antes de enviar.')).toBeInTheDocument();
    // What the visitor wrote is kept.
    expect(field(/^Mensaje/)).toHaveValue(VALID.Mensaje);
  });

  it('clears a field’s server error once the field is edited', async () => {
    const { user } = renderContactForm(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'La solicitud no es válida',
          details: [{ field: 'email', code: 'invalid_email', message: 'email must be an email' }],
        },
      },
    }));
    await fillIn(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await waitFor(() => expect(field(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true'));

    await user.type(field(/^Correo electrónico/), 'm');

    expect(field(/^Correo electrónico/)).not.toHaveAttribute('aria-invalid');
  });
});
