import type { Type as Class } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, Min, ValidateNested } from 'class-validator';

/** The body of a new entry: its details, validated as `Details`. Each kind names its own (the contract's). */
export function DetailsRequest<Details>(Details: Class<Details>) {
  class DetailsRequest {
    @ApiProperty({ type: () => Details })
    @ValidateNested()
    @Type(() => Details)
    @IsObject()
    @IsDefined()
    details: Details;
  }
  return DetailsRequest;
}

/** The body of an edit form: the version it loaded, then the new details, validated as `Details`. */
export function RevisionRequest<Details>(Details: Class<Details>) {
  class RevisionRequest {
    @ApiProperty({
      minimum: 1,
      description: 'The version the form loaded; a newer one answers 409 version_conflict',
    })
    @Min(1)
    @IsInt()
    expectedVersion: number;

    @ApiProperty({ type: () => Details })
    @ValidateNested()
    @Type(() => Details)
    @IsObject()
    @IsDefined()
    details: Details;
  }
  return RevisionRequest;
}
