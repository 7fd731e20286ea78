import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class UnsubscribeTokenQueryDto {
  @ApiProperty({ description: 'The signed token of the e-mail link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  token: string;
}

/** What an unsubscribe link is about and whether those alerts are on. */
export class UnsubscribeStateDto {
  @ApiProperty({
    enum: ['search', 'digest', 'price_drops'],
    description: 'One saved search, every search of a daily or weekly digest, or price drops of favorites',
  })
  kind: 'search' | 'digest' | 'price_drops';
  @ApiProperty({ type: String, nullable: true, description: "The saved search's name" })
  searchName: string | null;
  @ApiProperty({ enum: ['daily', 'weekly'], nullable: true, description: "A digest's frequency" })
  frequency: 'daily' | 'weekly' | null;
  @ApiProperty() subscribed: boolean;
}
