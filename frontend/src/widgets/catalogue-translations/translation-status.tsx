import type { UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import type { ApiError } from '../../lib/api/api-client';
import type {
  CatalogueCommandResult,
  TranslatedLanguage,
  TranslationStatus,
  TranslationStatusMap,
} from '../../lib/api/types';
import { nativeLanguageName } from '../../lib/i18n/autonyms';
import styles from './translation-status.module.css';

/** What "Mark reviewed" sends for one language of one text of a property, service or experience. */
export interface MarkTranslationReviewedInput {
  id: string;
  /** The text's path (`title`, `features.main.2`, `gallery.images.1.alt`). */
  path: string;
  language: TranslatedLanguage;
  /** The version the form loaded: a newer one answers 409 `version_conflict`. */
  expectedVersion: number;
}

export interface TranslationStatusContextValue {
  /** The item as loaded: its statuses and the version a review expects. */
  item: { id: string; version: number; translationStatus: TranslationStatusMap };
  /** Loads the item again (the form is shown again with the new version). */
  onReload?: () => void;
  /** The editor's "Mark reviewed" call for this kind of item. */
  markReviewed: UseMutationResult<CatalogueCommandResult, ApiError, MarkTranslationReviewedInput>;
}

/** Absent on a new item's form: nothing is stored yet, so no status to show. */
export const TranslationStatusContext = createContext<TranslationStatusContextValue | null>(null);

const TONES: Record<TranslationStatus, BadgeTone> = {
  machine: 'gold',
  reviewed: 'navy',
  hand: 'sand',
  outdated: 'danger',
  pending: 'outline',
};

/**
 * Where one language of one text stands: automatic, reviewed, written by hand, outdated (the Spanish
 * changed since) or pending; a text edited in the form counts as written by hand once saved. "Mark reviewed"
 * on an automatic or outdated translation, when the form has no unsaved changes.
 */
export function TranslationStatusRow({ path, language }: { path: string; language: TranslatedLanguage }) {
  const context = useContext(TranslationStatusContext);
  const { t } = useTranslation('common');
  const toast = useToast();
  const { isDirty, defaultValues } = useFormState();
  const value = useWatch({ name: `${path}.${language}` }) as string | undefined;
  if (!context) return null;
  const mark = context.markReviewed;
  const stored = context.item.translationStatus[path]?.[language] ?? 'pending';
  const loaded = get(defaultValues, `${path}.${language}`) as string | undefined;
  const edited = (value ?? '').trim() !== (loaded ?? '').trim();
  const status: TranslationStatus = !value?.trim() ? 'pending' : edited ? 'hand' : stored;
  const reviewable = !edited && (stored === 'machine' || stored === 'outdated');

  const onMark = () =>
    mark.mutate(
      { id: context.item.id, path, language, expectedVersion: context.item.version },
      {
        onSuccess: () => {
          toast.show(t('translation.reviewed'), 'success');
          context.onReload?.();
        },
        onError: () => toast.show(t('translation.reviewFailed'), 'error'),
      },
    );

  return (
    <div className={styles.translationStatus}>
      <Badge tone={TONES[status]}>
        <span className="visually-hidden">
          {t('translation.label', { language: nativeLanguageName(language) })}{' '}
        </span>
        <span>{t(`translation.status.${status}`)}</span>
      </Badge>
      {reviewable ? (
        <Button
          variant="link"
          size="sm"
          disabled={isDirty || mark.isPending}
          title={isDirty ? t('translation.saveFirst') : undefined}
          onClick={onMark}
        >
          {mark.isPending ? t('translation.marking') : t('translation.markReviewed')}
        </Button>
      ) : null}
    </div>
  );
}
