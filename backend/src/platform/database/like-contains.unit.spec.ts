import { likeContains } from './like-contains';

describe('likeContains', () => {
  it('searches typed text literally and case-insensitively', () => {
    expect(likeContains('Villa 100%_x\\')).toBe('%villa 100\\%\\_x\\\\%');
  });
});
