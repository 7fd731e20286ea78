// What other modules may use of the newsletter; everything else is its own.

// Events
export { NEWS_ITEM_EVENT_TYPES, type NewsItemEvent } from './domain/news-item';
