import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, Matches } from 'class-validator';
import { CATALOGUE_ID } from '../../commands/catalogue-id';

/** How many properties a comparison holds side by side. */
export const COMPARE_LIMIT = 4;

/** `?ids=a,b` and `?ids=a&ids=b` both mean [a, b]; the order is kept, blanks are not. */
const toIdList = ({ value }: { value: unknown }): unknown => {
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v) => typeof v === 'string')) return value;
  return (values as string[])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
};

export class ComparePropertiesRequestDto {
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: COMPARE_LIMIT,
    description: `1 to ${COMPARE_LIMIT} distinct property ids, comma-separated; the answer keeps their order`,
    example: 'villa-sardinero-santander,atico-puerto-castro-urdiales',
  })
  @Transform(toIdList)
  // class-validator checks these from the bottom up and stops at the first failure: missing first.
  @Matches(CATALOGUE_ID, {
    each: true,
    message: 'ids must hold property ids',
    context: { code: 'invalid_property_id' },
  })
  @ArrayUnique({ message: 'ids must not repeat a property', context: { code: 'duplicate' } })
  @ArrayMaxSize(COMPARE_LIMIT, {
    message: `ids may name at most ${COMPARE_LIMIT} properties`,
    context: { code: 'too_many' },
  })
  @ArrayMinSize(1, { message: 'ids must name at least one property', context: { code: 'required' } })
  @IsArray({ message: 'ids must name at least one property', context: { code: 'required' } })
  ids: string[];
}
