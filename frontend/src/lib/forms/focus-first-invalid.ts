import { useEffect, useRef } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';

/**
 * Moves the keyboard to the form's first invalid control once React has rendered the errors and opened
 * what holds them (a translation tab or panel), which react-hook-form's own focus, given before that
 * render, cannot reach. Put `formRef` on the form; call `focusFirstInvalid()` after a refused submit.
 */
export function useFocusFirstInvalid<Values extends FieldValues>(formState: FormState<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);

  // Read while rendering, so the form renders again, and the effect runs, when the errors change.
  const { errors } = formState;
  useEffect(() => {
    if (!pending.current || Object.keys(errors).length === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    pending.current = false;
    // Centred, so neither the site header nor a sticky action bar covers it.
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });

  const focusFirstInvalid = () => {
    pending.current = true;
  };
  return { formRef, focusFirstInvalid };
}
