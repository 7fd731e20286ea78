import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ListPropertiesQuery,
  PriceHistory,
  type PriceReduction,
  type PropertySearch,
  type PropertySummaryDto,
} from '../../catalogue';
import { ListFavoritesQuery, ListSavedSearchesQuery } from '../../engagement';
import { letterPeriod } from '../domain/letter-month';

/** At most this many listings in a letter: quick to read, and under the size mail programs cut (102 KB). */
export const LETTER_LISTINGS = 6;
/** The newest (or latest reduced) listings read per search. */
const PER_SEARCH = 48;

export interface LetterListing {
  property: PropertySummaryDto;
  /** New on the market in the letter's period, or reduced in it; null for a featured listing that is neither. */
  reason: 'new' | 'reduced' | null;
  reduction: PriceReduction | null;
}

export interface LetterSelection {
  /** `matched`: the client's saved searches or favourite areas; `featured`: the agency's choice. */
  kind: 'matched' | 'featured';
  listings: LetterListing[];
}

/**
 * The listings of a client's letter, chosen when it goes out: those new or reduced since the previous
 * letter that match one of the client's saved searches (the catalogue's own search with the search's
 * filters, as the site shows it) or lie in an area of one of their favourites; when none does, the
 * agency's featured listings (else the newest).
 */
@Injectable()
export class LetterListings {
  constructor(
    private readonly queries: QueryBus,
    private readonly priceHistory: PriceHistory,
  ) {}

  async select(userId: string | null, month: string): Promise<LetterSelection> {
    const { from, to } = letterPeriod(month);
    const reductions = new Map(
      (await this.priceHistory.reductionsBetween(from, to)).map((reduction) => [
        reduction.propertyId,
        reduction,
      ]),
    );
    const searches = userId ? await this.searchesOf(userId) : [];
    const found = new Map<string, LetterListing>();
    for (const search of searches) {
      for (const sort of ['newest', 'recently_reduced'] as const) {
        const { items } = await this.queries.execute(
          new ListPropertiesQuery({ ...search, sort, limit: PER_SEARCH }),
        );
        for (const property of items) {
          if (found.has(property.id) || property.status !== 'active') continue;
          const listedAt = new Date(property.listedAt).getTime();
          const reduction = reductions.get(property.id) ?? null;
          if (listedAt >= from.getTime() && listedAt < to.getTime()) {
            found.set(property.id, { property, reason: 'new', reduction });
          } else if (reduction) {
            found.set(property.id, { property, reason: 'reduced', reduction });
          }
        }
      }
    }
    if (found.size > 0) {
      const listings = [...found.values()]
        .sort((a, b) => b.property.listedAt.localeCompare(a.property.listedAt))
        .slice(0, LETTER_LISTINGS);
      return { kind: 'matched', listings };
    }
    return { kind: 'featured', listings: await this.featured(reductions) };
  }

  /** What the client follows: each saved search's filters, and the areas of their favourites as one search. */
  private async searchesOf(userId: string): Promise<PropertySearch[]> {
    const [saved, favorites] = await Promise.all([
      this.queries.execute(new ListSavedSearchesQuery(userId)),
      this.queries.execute(new ListFavoritesQuery(userId)),
    ]);
    const searches: PropertySearch[] = saved.items.map((search) => search.filters as PropertySearch);
    const areas = [
      ...new Set(
        favorites.items
          .filter((favorite) => favorite.property.status !== 'deleted')
          .map((favorite) => favorite.property.location),
      ),
    ];
    if (areas.length > 0) searches.push({ location: areas as PropertySearch['location'] });
    return searches;
  }

  private async featured(reductions: Map<string, PriceReduction>): Promise<LetterListing[]> {
    const { items } = await this.queries.execute(
      new ListPropertiesQuery({ sort: 'newest', limit: PER_SEARCH }),
    );
    const active = items.filter((property) => property.status === 'active');
    const featured = active.filter((property) => property.featured);
    return (featured.length > 0 ? featured : active).slice(0, LETTER_LISTINGS).map((property) => ({
      property,
      reason: reductions.has(property.id) ? 'reduced' : property.isNew ? 'new' : null,
      reduction: reductions.get(property.id) ?? null,
    }));
  }
}
