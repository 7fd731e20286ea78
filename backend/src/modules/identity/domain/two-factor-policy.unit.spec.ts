import {
  formatRecoveryCode,
  isFreshStep,
  parseSecondFactorCode,
  secondFactorRequired,
} from './two-factor-policy';

describe('the second factor policy', () => {
  it.each([
    ['123456', { kind: 'totp', code: '123456' }],
    [' 123 456 ', { kind: 'totp', code: '123456' }],
    ['k7m2q-x9brt', { kind: 'recovery_code', code: 'k7m2qx9brt' }],
    ['K7M2Q X9BRT', { kind: 'recovery_code', code: 'k7m2qx9brt' }],
  ])('reads "%s" as the code it is', (input, code) => {
    expect(parseSecondFactorCode(input)).toEqual(code);
  });

  it.each(['12345', '1234567', 'k7m2q-x9br', 'k7m2q-x9br0', 'abcdefghil', '', '12345a'])(
    'reads "%s" as no code at all (wrong length, or letters recovery codes never use)',
    (input) => {
      expect(parseSecondFactorCode(input)).toBeNull();
    },
  );

  it('prints a recovery code in two groups of five', () => {
    expect(formatRecoveryCode('k7m2qx9brt')).toBe('k7m2q-x9brt');
  });

  it('accepts a time step once: never the same or an earlier one again (replay)', () => {
    expect(isFreshStep(100, null)).toBe(true);
    expect(isFreshStep(101, 100)).toBe(true);
    expect(isFreshStep(100, 100)).toBe(false);
    expect(isFreshStep(99, 100)).toBe(false);
  });

  it('requires a second factor of the configured roles only', () => {
    expect(secondFactorRequired('owner', ['admin', 'owner'])).toBe(true);
    expect(secondFactorRequired('user', ['admin', 'owner'])).toBe(false);
    expect(secondFactorRequired('owner', [])).toBe(false);
  });
});
