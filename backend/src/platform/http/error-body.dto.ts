import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of the one error shape (see api-error.ts), so the SPA's types include it. */
export class FieldErrorDto {
  @ApiProperty({ description: 'JSON path of the field, e.g. email' }) field: string;
  @ApiProperty({ description: 'Stable code the SPA translates, e.g. invalid_email' }) code: string;
  @ApiProperty() message: string;
}

export class ErrorDto {
  @ApiProperty({ example: 'validation_failed' }) code: string;
  @ApiProperty() message: string;
  @ApiPropertyOptional({ type: () => FieldErrorDto, isArray: true }) details?: FieldErrorDto[];
  @ApiPropertyOptional({ description: 'Present on 500 answers, to quote to support' }) requestId?: string;
}

export class ErrorBodyDto {
  @ApiProperty({ type: () => ErrorDto }) error: ErrorDto;
}
