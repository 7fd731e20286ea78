// What other modules may use of the brochures; everything else is its own.

export { brochurePath } from './brochure-path';
