import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Rows in a page of a back-office list when the request names no size. */
export const DEFAULT_PAGE_SIZE = 25;

/**
 * The last page a list may be asked for. `page=1e308` is a whole number too: unbounded, it reached SQL as
 * `offset Infinity`. 10,000 pages of 100 rows lie far beyond any back-office list.
 */
export const MAX_PAGE = 10_000;

/** `?page&pageSize` of a paged list; a list's request DTO extends it with its own filters. */
export class PageRequestDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

/** The page a request asks for, with the defaults filled in. */
export function requestedPage(request: PageRequestDto): { page: number; pageSize: number } {
  return { page: request.page ?? 1, pageSize: request.pageSize ?? DEFAULT_PAGE_SIZE };
}
