import type { ReactNode } from 'react';

/**
 * How the booking feature's "Book" action joins a service or experience card: the app composes it in
 * (app/compositions), since features never import each other. `describedBy` is the card title's id.
 */
export type RenderBookAction<Item> = (item: Item, describedBy: string) => ReactNode;
