import { Global, Module } from '@nestjs/common';
import { DeciderRunner } from './decider-runner';

@Global()
@Module({ providers: [DeciderRunner], exports: [DeciderRunner] })
export class CommandsModule {}
