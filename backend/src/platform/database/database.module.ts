import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ormOptions } from './orm-options';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...ormOptions(config), autoLoadEntities: true }),
      // Registers the PostgreSQL-specific MikroORM and EntityManager classes as injection tokens.
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
