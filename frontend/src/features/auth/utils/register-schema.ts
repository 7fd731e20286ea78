import * as z from 'zod';
import { zRegisterRequestDto } from '../../../lib/api/zod.gen';
import { confirmedPassword, optionalText, trimmed } from '../../../lib/forms/rules';

const register = zRegisterRequestDto.shape;

/** The rules of `POST /api/auth/register`, on what the person typed and ticked. */
export const registerSchema = confirmedPassword(
  z.object({
    firstName: trimmed(register.firstName),
    lastName: trimmed(register.lastName),
    displayName: optionalText(register.displayName, null),
    email: trimmed(register.email),
    phone: optionalText(register.phone, null),
    password: register.password,
    confirmPassword: register.confirmPassword,
    acceptTerms: z.boolean().pipe(register.acceptTerms),
    newsletter: z.boolean(),
  }),
  'password',
  'confirmPassword',
);
