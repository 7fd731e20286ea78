import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time as the product sees it. Everything that expires (sessions, one-time tokens, access tokens) asks
 * this clock instead of `Date.now()`, so tests move time forward by replacing `now` on the one instance.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Seconds since the epoch, as JWTs count them. */
  nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
