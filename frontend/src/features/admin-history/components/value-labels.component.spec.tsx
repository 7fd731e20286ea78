import { afterEach, describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import type { HistoryKind } from '../api/get-entity-history';
import { useValueLabel } from './value-labels';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

/** The words of a value of an entity's field, as its History panel reads them. */
function label(kind: HistoryKind) {
  const { result } = renderHook(() => useValueLabel(kind), { wrapper });
  return result.current;
}

describe('the words of a changed value', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('es'));
  });

  it('names the catalogue’s codes as the back office does', () => {
    const words = label('property');
    expect(words('type', 'villa')).toBe('Villa');
    expect(words('type', 'penthouse')).toBe('Ático');
    expect(words('location', 'santillana')).toBe('Santillana del Mar');
    expect(words('specifications.orientation', 'south_west')).toBe('Suroeste');
    expect(words('energyRating', 'A')).toBe('Clase A');
    expect(words('translationStatus.title.en', 'machine')).toBe('Automática');
    expect(words('translationStatus.features.main.0.de', 'reviewed')).toBe('Revisada');
    expect(words('status', 'active')).toBe('Disponible');
    expect(label('experience')('priceBasis', 'per_person')).toBe('Por persona');
    expect(label('experience')('type', 'vip')).toBe('VIP');
  });

  it('reads a list of codes item by item, yes or no in words, and languages by name', () => {
    const words = label('property');
    expect(words('amenities', ['sea_view', 'pool'])).toBe('Vistas al mar, Piscina');
    expect(words('amenities', [])).toBe('');
    expect(words('gallery.floorPlans', true)).toBe('Sí');
    expect(words('gallery.dronePhotos', false)).toBe('No');
    expect(words('agent.languages', ['es', 'en'])).toMatch(/^Español, Inglés$/i);
  });

  it('reads a status by the entity it belongs to', () => {
    expect(label('property')('status', 'draft')).toBe('Borrador');
    expect(label('inquiry')('status', 'in_progress')).toBe('En curso');
    expect(label('inquiry')('status', 'closed')).toBe('Cerrada');
    // An inquiry has no "active": the property's words are not borrowed.
    expect(label('inquiry')('status', 'active')).toBe('active');
  });

  it('names the codes of bookings, viewings and accounts', () => {
    expect(label('booking')('paymentStatus', 'paid')).toBe('Pagada');
    expect(label('booking')('item.kind', 'experience')).toBe('Experiencia');
    expect(label('booking')('quote.basis', 'from')).toBe('Precio desde');
    expect(label('booking')('by', 'staff')).toBe('Equipo');
    expect(label('viewing')('mode', 'in_person')).toBe('Presencial');
    expect(label('user')('role', 'owner')).toBe('Propietario');
    expect(label('user')('source', 'demo_seed')).toBe('Datos de demostración');
  });

  it('shows what it does not know, and any text that is no code, as it is', () => {
    const words = label('property');
    expect(words('type', 'castle')).toBe('castle');
    expect(words('reference', 'CC-SAN-001')).toBe('CC-SAN-001');
    expect(words('title.en', 'Villa')).toBe('Villa');
    expect(words('agent.name', 'Lucía: ventas')).toBe('Lucía: ventas');
  });

  it('follows the reader’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    const words = label('property');
    expect(words('amenities', ['sea_view', 'elevator'])).toBe('Sea view, Lift');
    expect(words('status', 'withdrawn')).toBe('Withdrawn');
    expect(words('featured', true)).toBe('Yes');
  });
});
