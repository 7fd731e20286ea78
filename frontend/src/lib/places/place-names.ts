/**
 * Place names in the reader's language, from the catalogue's gazetteer of Cantabria, which the e-mails
 * use too: a place it does not know keeps its Spanish name.
 */
export {
  locationName,
  placeName,
  placeNames,
} from '../../../../backend/src/modules/catalogue/domain/place-names';
