import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Rows in a page of a back-office list when the request names no size. */
export const DEFAULT_PAGE_SIZE = 25;

/** `?page&pageSize` of a paged list; a list's request DTO extends it with its own filters. */
export class PageRequestDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
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
