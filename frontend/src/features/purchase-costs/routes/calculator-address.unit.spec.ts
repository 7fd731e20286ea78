import { describe, expect, it } from '@jest/globals';
import { DEFAULT_MORTGAGE, startingInputs, type CalculatorInputs } from '../components/calculator-inputs';
import { addressOfInputs, inputsFromAddress } from './calculator-address';

const STARTING = startingInputs(450_000, 'resale');

const read = (search: string) => inputsFromAddress(new URLSearchParams(search), STARTING);
const write = (inputs: CalculatorInputs, search = '') =>
  addressOfInputs(new URLSearchParams(search), inputs, STARTING).toString();

describe('the calculator in its address', () => {
  it('starts as usual from an address without parameters, and writes none for the starting inputs', () => {
    expect(read('')).toEqual(STARTING);
    expect(write(STARTING)).toBe('');
  });

  it('reads every input back from the address it writes', () => {
    const inputs: CalculatorInputs = {
      priceText: '500000',
      kind: 'resale',
      habitualResidence: true,
      specialCircumstances: true,
      withMortgage: true,
      feeTexts: { notary: '900', land_registry: '450', gestoria: '350', valuation: '400' },
      mortgage: { resident: true, downText: '150000', rateText: '3.25', yearsText: '30' },
    };
    const address = write(inputs);
    expect(address).toBe(
      'price=500000&habitual=1&special=1&mortgage=1&resident=1&down=150000&rate=3.25&years=30' +
        '&notary=900&registry=450&gestoria=350&valuation=400',
    );
    expect(read(address)).toEqual(inputs);
  });

  it('writes figures as numbers, whatever the habits they were typed in', () => {
    const inputs: CalculatorInputs = {
      ...STARTING,
      priceText: '1.250.000 €',
      kind: 'new_build',
      withMortgage: true,
      mortgage: { ...DEFAULT_MORTGAGE, rateText: '3,5' },
    };
    expect(write(inputs)).toBe('price=1250000&kind=new&mortgage=1&rate=3.5');
    expect(read('price=1250000&kind=new&mortgage=1&rate=3.5')).toMatchObject({
      priceText: '1250000',
      kind: 'new_build',
      mortgage: { ...DEFAULT_MORTGAGE, rateText: '3.5' },
    });
  });

  it('leaves out what does not apply: a habitual residence of a new build, the mortgage while it is closed', () => {
    expect(
      write({
        ...STARTING,
        kind: 'new_build',
        habitualResidence: true,
        specialCircumstances: true,
        mortgage: { resident: true, downText: '1000', rateText: '4', yearsText: '20' },
      }),
    ).toBe('kind=new');
    expect(read('kind=new&habitual=1&special=1&resident=1&down=1000')).toEqual({
      ...STARTING,
      kind: 'new_build',
    });
    // The special cases belong to a habitual residence.
    expect(read('special=1')).toEqual(STARTING);
  });

  it('leaves out a field that does not read or is out of bounds, and keeps the other parameters', () => {
    expect(
      write(
        {
          ...STARTING,
          priceText: '12',
          withMortgage: true,
          feeTexts: { notary: 'abc', gestoria: '' },
          mortgage: { resident: false, downText: '900000', rateText: '16', yearsText: '0' },
        },
        'utm_source=mail&price=500000',
      ),
    ).toBe('utm_source=mail&mortgage=1');
  });

  it('ignores values of the address that do not read or are out of bounds', () => {
    expect(
      read(
        'price=abc&kind=castle&habitual=yes&mortgage=1&down=-5&rate=3%2C5&years=99&notary=1e3&registry=200001',
      ),
    ).toEqual({ ...STARTING, withMortgage: true, mortgage: DEFAULT_MORTGAGE });
    expect(read('price=5000')).toEqual(STARTING);
    expect(read('price=60000000')).toEqual(STARTING);
    expect(read('mortgage=1&rate=15.5')).toMatchObject({ mortgage: DEFAULT_MORTGAGE });
    // A down payment above the price is no down payment: the usual one is shown.
    expect(read('price=200000&mortgage=1&down=250000')).toMatchObject({
      priceText: '200000',
      mortgage: DEFAULT_MORTGAGE,
    });
  });
});
