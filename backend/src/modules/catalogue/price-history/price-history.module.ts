import { Global, Module } from '@nestjs/common';
import { PriceHistory } from './price-history';

/** Offers `PriceHistory` to every module (through the catalogue's door), as the catalogue's one provider. */
@Global()
@Module({ providers: [PriceHistory], exports: [PriceHistory] })
export class PriceHistoryModule {}
