import { describe, expect, it } from '@jest/globals';
import { readLinkToken } from './link-token';

describe('the token of an e-mail link', () => {
  it('is read from the fragment, where the API puts it, or from the query', () => {
    expect(readLinkToken({ hash: '#token=abc_DEF-123', search: '' })).toBe('abc_DEF-123');
    expect(readLinkToken({ hash: '', search: '?token=xyz' })).toBe('xyz');
    expect(readLinkToken({ hash: '#token=', search: '' })).toBeNull();
    expect(readLinkToken({ hash: '', search: '' })).toBeNull();
  });
});
