// What other modules may use of the site; everything else is its own.

// Constants
export { AGENCY } from './domain/agency';
