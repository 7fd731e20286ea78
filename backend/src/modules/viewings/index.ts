// What other modules may use of viewings; everything else is its own.

// Queries and their answers
export { CountViewingsAwaitingQuery } from './queries/count-viewings-awaiting/count-viewings-awaiting.query';
export { ExportViewingsQuery } from './queries/export-viewings/export-viewings.query';
export { ExportedViewingDto } from './queries/export-viewings/exported-viewing.dto';
export {
  ListViewingFeedbackQuery,
  type HeldViewing,
} from './queries/list-viewing-feedback/list-viewing-feedback.query';
export { GetNextViewingQuery } from './queries/get-next-viewing/get-next-viewing.query';
export { ViewingDto } from './queries/viewing.dto';

// Events others read
export { VIEWING_INTEREST_LEVELS } from './domain/viewing.events';
export type { ViewingEvent, ViewingInterest, ViewingRequested } from './domain/viewing.events';
