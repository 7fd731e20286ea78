import { Controller, Get, Module } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ACCESS_POLICY } from '../../src/platform/http/access-policy';
import { AccessPolicyGuard } from '../../src/platform/http/access-policy.guard';
import { startTestApi, type TestApi } from '../support/test-api';

@Controller('undeclared')
class UndeclaredController {
  @Get()
  secret(): { secret: string } {
    return { secret: 'leaked' };
  }
}

@Module({ controllers: [UndeclaredController] })
class UndeclaredModule {}

describe('access policies', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('every route of the product declares who may call it', () => {
    const scanner = new MetadataScanner();
    const undeclared: string[] = [];
    const controllers = [...api.app.get(ModulesContainer).values()].flatMap((module) => [
      ...module.controllers.values(),
    ]);
    expect(controllers.length).toBeGreaterThanOrEqual(6);
    for (const wrapper of controllers) {
      const type = wrapper.metatype as (new () => object) | undefined;
      if (!type) continue;
      for (const method of scanner.getAllMethodNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[method] as object;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue; // not a route
        const declared =
          Reflect.getMetadata(ACCESS_POLICY, handler) ?? Reflect.getMetadata(ACCESS_POLICY, type);
        if (!declared) undeclared.push(`${type.name}.${method}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('refuses a route that declares no policy', async () => {
    const app = await NestFactory.create<NestFastifyApplication>(UndeclaredModule, new FastifyAdapter(), {
      logger: false,
    });
    app.useGlobalGuards(new AccessPolicyGuard(app.get(Reflector)));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    try {
      await request(app.getHttpServer()).get('/undeclared').expect(403);
    } finally {
      await app.close();
    }
  });
});
