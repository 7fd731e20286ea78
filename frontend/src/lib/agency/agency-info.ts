/**
 * The agency's contact data, the same in every language: the backend's, which the brochure and the
 * personal-data export print too. Labels around these values (e.g. "Teléfono") come from the locale files.
 */
export { AGENCY, type SocialNetwork } from '../../../../backend/src/modules/site/domain/agency';
