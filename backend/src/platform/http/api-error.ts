import { HttpException } from '@nestjs/common';

/** One bad field of a request: `field` is the JSON path, `code` a stable key the SPA translates. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** The one error shape of the API: `{ "error": { "code", "message", "details" } }`. */
export interface ErrorBody {
  error: { code: string; message: string; details?: FieldError[]; requestId?: string };
}

/** An HTTP error with a stable code, thrown by controllers and mapped as is by the exception filter. */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message, status);
  }
}

export function validationFailed(details: FieldError[]): ApiError {
  return new ApiError(400, 'validation_failed', 'Some fields are missing or not valid.', details);
}
