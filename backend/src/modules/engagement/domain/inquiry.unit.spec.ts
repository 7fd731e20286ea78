import { specFor } from '../../../platform/testing/given-when-then';
import { inquiryDecider, type SendInquiry } from './inquiry';

const given = specFor(inquiryDecider);
const inquiry: SendInquiry = {
  inquiryId: '6f1c1f0e-8a55-4f1b-9d0e-0d1f3d3b9a10',
  sentAt: '2026-11-21T10:00:00.000Z',
  name: 'Ana García',
  email: 'ana@example.com',
  phone: null,
  subject: 'Visita',
  message: 'Me gustaría visitar la villa.',
  propertyId: 'villa-sardinero-santander',
  language: 'es',
};

describe('inquiry decider', () => {
  it('records the inquiry as sent', () => {
    expect(given([]).when(inquiry)).toEqual([{ type: 'InquirySent', data: inquiry }]);
  });

  it('refuses an empty message', () => {
    expect(() => given([]).when({ ...inquiry, message: '   ' })).toThrow('required');
  });

  it('sends an inquiry only once', () => {
    expect(() => given(given([]).when(inquiry)).when(inquiry)).toThrow('sent already');
  });
});
