import { Injectable, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { inquiryNotFound } from '../../domain/inquiry';

/** An inquiry id is a UUID; anything else names no inquiry (404, like an unknown one). */
@Injectable()
export class InquiryIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) throw inquiryNotFound(value);
    return value.toLowerCase();
  }
}
