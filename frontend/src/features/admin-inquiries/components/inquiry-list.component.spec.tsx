import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { InquiryDetail, InquiryListItem } from '../../../lib/api/types';
import { renderWithProviders } from '../../../test/render';
import { InquiryList } from './inquiry-list';
import { InquiryThread } from './inquiry-thread';

const ERASED = 'Datos borrados a petición de su titular';

/** A client's inquiry kept after their erasure: no name, e-mail, subject or message any more. */
const ERASED_INQUIRY: InquiryListItem = {
  id: '3c2b1a0f-9e8d-4c7b-8a69-584736251403',
  name: null,
  email: null,
  subject: null,
  excerpt: null,
  propertyId: 'casona-montanesa-comillas',
  language: 'es',
  status: 'answered',
  source: 'contact',
  assigneeId: null,
  hasAccount: true,
  sentAt: '2026-11-10T09:00:00.000Z',
  updatedAt: '2026-11-12T09:00:00.000Z',
};

const KEPT: InquiryListItem = {
  ...ERASED_INQUIRY,
  id: '4d3c2b1a-0f9e-4d8c-9b7a-695847362514',
  name: 'Marta Sainz',
  email: 'marta@example.com',
  subject: 'Ático en Santander',
  excerpt: '¿Sigue disponible?',
  hasAccount: false,
};

describe('erased inquiries in the inbox', () => {
  it('lists an erased sender in words beside a kept one', async () => {
    const { container } = renderWithProviders(<InquiryList items={[ERASED_INQUIRY, KEPT]} staff={[]} />, {
      router: {},
    });
    const [erased, kept] = await screen.findAllByRole('listitem');
    expect(within(erased).getByRole('link', { name: 'Consulta sin asunto' })).toBeInTheDocument();
    expect(within(erased).getAllByText(ERASED)).toHaveLength(2); // the excerpt and the sender
    expect(within(kept).getByText('Marta Sainz · marta@example.com')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('null');
  });

  it('shows the thread of an erased inquiry without gaps: the message and a reply say they were erased', async () => {
    const detail: InquiryDetail = {
      ...ERASED_INQUIRY,
      phone: null,
      message: null,
      nextStatuses: ['closed'],
      activity: [
        {
          id: '5e4d3c2b-1a0f-4e9d-8c7b-7a6958473625',
          kind: 'reply',
          at: '2026-11-11T09:00:00.000Z',
          actorName: 'Lucía Owner',
          text: null,
          fromStatus: null,
          toStatus: null,
          assigneeName: null,
          readAt: null,
        },
      ],
    };
    const { container } = renderWithProviders(<InquiryThread inquiry={detail} />);
    const [message, reply] = await screen.findAllByRole('listitem');
    expect(within(message).getByText(new RegExp(`^${ERASED} ·`))).toBeInTheDocument();
    expect(within(message).getByText(ERASED, { selector: 'p' })).toBeInTheDocument();
    expect(within(reply).getByText(ERASED, { selector: 'p' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('null');
  });
});
