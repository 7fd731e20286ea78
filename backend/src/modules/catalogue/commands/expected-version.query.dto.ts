import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, Max, Min } from 'class-validator';

/** `?expectedVersion=N` of a DELETE (which has no body): the version the screen showed. */
export class ExpectedVersionQueryDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'The version the screen showed; a newer one answers 409 version_conflict',
  })
  @Max(2_147_483_647)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  @IsDefined()
  expectedVersion: number;
}
