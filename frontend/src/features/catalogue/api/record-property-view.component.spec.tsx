import { describe, expect, it } from '@jest/globals';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { fakeApi } from '../../../test/fake-api';
import { useRecordPropertyView } from './record-property-view';

function Page({ id }: { id: string | undefined }) {
  useRecordPropertyView(id);
  return null;
}

describe('useRecordPropertyView', () => {
  it('sends one view per property shown, without cookies, and none before the property is there', async () => {
    const requests: Request[] = [];
    const api = fakeApi({
      'POST /api/properties/villa-comillas/views': (request) => {
        requests.push(request);
        return { status: 204 };
      },
      'POST /api/properties/atico-santander/views': () => ({ status: 204 }),
    });
    const page = render(
      <StrictMode>
        <Page id={undefined} />
      </StrictMode>,
    );
    expect(api.calls()).toEqual([]);

    page.rerender(
      <StrictMode>
        <Page id="villa-comillas" />
      </StrictMode>,
    );
    page.rerender(
      <StrictMode>
        <Page id="villa-comillas" />
      </StrictMode>,
    );
    await waitFor(() => expect(api.calls()).toEqual(['POST /api/properties/villa-comillas/views']));
    expect(requests[0].credentials).toBe('omit');
    expect(requests[0].keepalive).toBe(true);

    page.rerender(
      <StrictMode>
        <Page id="atico-santander" />
      </StrictMode>,
    );
    await waitFor(() =>
      expect(api.calls()).toEqual([
        'POST /api/properties/villa-comillas/views',
        'POST /api/properties/atico-santander/views',
      ]),
    );
  });
});
