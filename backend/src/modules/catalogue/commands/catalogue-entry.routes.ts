import { applyDecorators, Delete, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { Roles } from '../../../platform/http/access-policy';
import type { CatalogueKind } from '../domain/catalogue-kind';
import { CatalogueCommandResultDto } from './catalogue-command-result.dto';

/** POST: a new entry of the controller's kind; `conflicts`: the codes its 409 may name. */
export function CreateEntryRoute(summary: string, conflicts?: string): MethodDecorator {
  return applyDecorators(
    Post(),
    Roles('admin', 'owner'),
    HttpCode(201),
    ApiOperation({ summary }),
    ApiCreatedResponse({ type: CatalogueCommandResultDto }),
    ApiBadRequestResponse({ description: 'validation_failed, with each bad field' }),
    ...(conflicts ? [ApiConflictResponse({ description: conflicts })] : []),
  );
}

/** PUT :id: new details, at the version the form loaded; `conflicts`: the codes its 409 may name. */
export function ReviseEntryRoute(kind: CatalogueKind, summary: string, conflicts: string): MethodDecorator {
  return applyDecorators(
    Put(':id'),
    Roles('admin', 'owner'),
    ApiOperation({ summary }),
    ApiOkResponse({ type: CatalogueCommandResultDto }),
    ApiBadRequestResponse({ description: 'validation_failed, with each bad field' }),
    ApiNotFoundResponse({ description: `${kind}_not_found` }),
    ApiConflictResponse({ description: conflicts }),
  );
}

/** DELETE :id?expectedVersion=N, for owners only. */
export function DeleteEntryRoute(kind: CatalogueKind, summary: string): MethodDecorator {
  return applyDecorators(
    Delete(':id'),
    Roles('owner'),
    HttpCode(204),
    ApiOperation({ summary }),
    ApiNoContentResponse({ description: 'Deleted' }),
    ApiBadRequestResponse({ description: 'validation_failed (expectedVersion is required)' }),
    ApiNotFoundResponse({ description: `${kind}_not_found` }),
    ApiConflictResponse({ description: 'version_conflict (it changed after the screen showed it)' }),
  );
}
