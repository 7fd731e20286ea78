import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { OFFERING_LIMITS } from './offering-validation';
import type { FieldProblem, FieldProblems, OfferingErrorCode } from './offering-validation';

/** A field the API refused: its code, and its own message for codes the SPA has no text for. */
interface ServerProblem {
  code: string;
  message: string;
}

const TRANSLATED_SERVER_CODES = new Set([
  'required',
  'too_long',
  'not_a_whole_number',
  'too_small',
  'too_large',
]);

/** The limit an API refusal refers to, from the field it names (the DTO's limits). */
function limitOf(path: string, code: string): number | undefined {
  if (code === 'too_small') return OFFERING_LIMITS.priceMin;
  if (code === 'too_large') return OFFERING_LIMITS.priceMax;
  if (code !== 'too_long') return undefined;
  return path.startsWith('description.') ? OFFERING_LIMITS.longText : OFFERING_LIMITS.shortText;
}

/**
 * State of a back-office form: the draft, the client's checks (shown from the first attempt to save on),
 * the API's field errors (until the next change), an edit conflict and any other refusal.
 */
export function useOfferingForm<Draft>(initial: () => Draft, validate: (draft: Draft) => FieldProblems) {
  const { t } = useTranslation(['adminOfferings', 'common']);
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, ServerProblem>>({});
  const [conflict, setConflict] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const problems = validate(draft);

  const problemText = ({ code, limit }: FieldProblem) =>
    t(`adminOfferings:validation.${code}`, {
      limit: limit === undefined ? '' : formatNumber(limit, language),
    });

  const errorFor = (path: string): string | null => {
    const own = attempted ? problems[path] : undefined;
    if (own) return problemText(own);
    const refused = server[path];
    if (!refused) return null;
    return TRANSLATED_SERVER_CODES.has(refused.code)
      ? problemText({ code: refused.code as OfferingErrorCode, limit: limitOf(path, refused.code) })
      : refused.message;
  };

  // Each failed attempt moves the keyboard to its first invalid field, once React has rendered the
  // messages and opened the panels that hold them.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);

  const update = (change: (current: Draft) => Draft) => {
    setDraft(change);
    setServer({});
    setFormError(null);
  };

  /** Before sending: true when the draft passes the client's checks, otherwise shows them. */
  const check = (): boolean => {
    setAttempted(true);
    setServer({});
    setFormError(null);
    setConflict(false);
    if (Object.keys(problems).length === 0) return true;
    focusFirstInvalid();
    return false;
  };

  /** Shows a refused save where it belongs: next to the fields, as a conflict, or above the buttons. */
  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.code === 'version_conflict') {
      setConflict(true);
      return;
    }
    if (isApiError(error) && error.code === 'validation_failed' && error.details.length > 0) {
      const byField: Record<string, ServerProblem> = {};
      for (const detail of error.details) {
        const path = detail.field.replace(/^details\./, '');
        byField[path] ??= { code: detail.code, message: detail.message };
      }
      setServer(byField);
      setFormError(t('adminOfferings:form.checkFields'));
      focusFirstInvalid();
      return;
    }
    const description = describeApiError(error);
    setFormError(description.apiMessage ?? t(`common:${description.key}`));
  };

  return {
    formRef,
    draft,
    update,
    errorFor,
    check,
    showFailure,
    conflict,
    formError,
  };
}
