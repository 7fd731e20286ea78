import { Injectable, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DomainError } from '../../../../platform/domain/domain-error';

/** A saved search id is a UUID; anything else names no search (404, like an unknown one). */
@Injectable()
export class SavedSearchIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) {
      throw new DomainError('not_found', 'saved_search_not_found', 'This saved search does not exist');
    }
    return value;
  }
}
