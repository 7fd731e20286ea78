import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { useLocalize } from '../../../lib/i18n/localize';
import { useUploadImage } from '../api/upload-image';
import { localizedText } from '../../../lib/forms/draft-values';
import type { ImageDraft } from '../utils/offering-draft';
import { useFieldErrorText } from '../utils/use-offering-form';
import { LocalizedTextField } from './localized-text-field';
import styles from './offerings.module.css';
import { isOneOf } from '../../../lib/type-guards';

/** The formats the media endpoint takes (it recognises them by content, and has the last word). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
/** The endpoint's limit: a larger file is refused here, before a long upload. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const UPLOAD_ERROR_CODES = [
  'file_required',
  'image_too_large',
  'unsupported_image',
  'image_too_large_dimensions',
] as const;

/**
 * The one image of a service or experience: drop a file or choose one with the button (keyboard users),
 * see it, or type the address of an image already on the site; its alternative text per language.
 */
export function ImagePicker() {
  const { t } = useTranslation(['adminOfferings', 'common']);
  const localize = useLocalize();
  const upload = useUploadImage();
  const { register, setValue } = useFormContext<{ image: ImageDraft }>();
  const { errors } = useFormState({ name: 'image.url' });
  const errorText = useFieldErrorText();
  const value = useWatch<{ image: ImageDraft }, 'image'>({ name: 'image' });
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [dragging, setDragging] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  const send = (file: File | undefined) => {
    setLocalError(null);
    upload.reset();
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) {
      setLocalError(t('adminOfferings:image.errors.unsupported_image'));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setLocalError(t('adminOfferings:image.errors.image_too_large'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => setValue('image.url', image.url, { shouldDirty: true, shouldValidate: true }),
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  let uploadError = localError;
  if (!uploadError && upload.error) {
    const code = isApiError(upload.error) ? upload.error.code : '';
    uploadError = isOneOf(UPLOAD_ERROR_CODES, code)
      ? t(`adminOfferings:image.errors.${code}`)
      : t('adminOfferings:image.errors.failed', {
          reason:
            describeApiError(upload.error).apiMessage ?? t(`common:${describeApiError(upload.error).key}`),
        });
  }

  const hasImage = value.url.trim() !== '';

  return (
    <div className={[styles.picker, hasImage && styles.withPreview].filter(Boolean).join(' ')}>
      {hasImage ? (
        <FallbackImage
          className={styles.preview}
          src={value.url.trim()}
          alt={localize(localizedText(value.alt)) || t('adminOfferings:image.previewAlt')}
        />
      ) : null}
      <div className={styles.pickerFields}>
        <div
          className={[styles.dropZone, dragging && styles.dragging].filter(Boolean).join(' ')}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>{t('adminOfferings:image.drop')}</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={upload.isPending}
            aria-describedby={statusId}
            onClick={() => inputRef.current?.click()}
          >
            {hasImage ? t('adminOfferings:image.replace') : t('adminOfferings:image.choose')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            hidden
            onChange={(event) => {
              send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p id={statusId} role="status" className={uploadError ? styles.uploadError : undefined}>
            {upload.isPending
              ? t('adminOfferings:image.uploading')
              : (uploadError ??
                (upload.isSuccess ? t('adminOfferings:image.uploaded') : t('adminOfferings:image.formats')))}
          </p>
        </div>
        <TextField
          label={t('adminOfferings:image.url')}
          hint={t('adminOfferings:image.urlHint')}
          required
          error={errorText(errors, 'image.url')}
          {...register('image.url')}
        />
        <LocalizedTextField
          legend={t('adminOfferings:image.alt')}
          hint={t('adminOfferings:image.altHint')}
          name="image.alt"
        />
      </div>
    </div>
  );
}
