/** The mortgage of the calculator (French amortisation), from the backend's purchase-cost domain. */
export {
  mortgage,
  usualDownPayment,
  type Mortgage,
  type MortgageInput,
  type MortgageYear,
} from '../../../../backend/src/modules/purchase-costs/domain/mortgage';
