import { useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { AlertIcon, CloseIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { uploadImage } from '../api/upload-image';
import { ACCEPTED_IMAGE_TYPES, precheckImage } from '../utils/image-checks';
import { propertyRule, useFieldErrorText } from '../utils/field-error-text';
import { emptyText } from '../../../lib/forms/draft-values';
import type { PropertyDraft } from '../utils/property-draft';
import { DraftCheckbox, DraftTextField, FormSection } from './property-form-context';
import { RowControls } from './row-controls';
import styles from './admin-properties.module.css';
import { isOneOf } from '../../../lib/type-guards';

let uploadCount = 0;
/** A React key for each file sent from this page. */
function uploadKey(): string {
  uploadCount += 1;
  return `upload-${uploadCount}`;
}

/** Codes of POST /api/admin/media that have their own text. */
const UPLOAD_CODES = [
  'file_required',
  'image_too_large',
  'unsupported_image',
  'image_too_large_dimensions',
  'malformed_upload',
] as const;

interface Upload {
  key: string;
  name: string;
  /** Translated reason of a failure; none while the file is on its way. */
  error: string | null;
}

/**
 * The photographs: dropped or chosen files are checked, uploaded one request each (several at once), and
 * added in order; the first is the cover. Rows move by drag and drop or by their buttons, each with its
 * alternative text.
 */
export function GallerySection() {
  const { t } = useTranslation(['adminProperties', 'common']);
  const {
    fields: images,
    append,
    remove,
    move,
  } = useFieldArray<PropertyDraft, 'gallery.images'>({
    name: 'gallery.images',
  });
  const { errors } = useFormState<PropertyDraft>({ name: 'gallery.images' });
  const listError = useFieldErrorText()(errors, 'gallery.images');
  const maxImages = propertyRule('gallery.images').max ?? Infinity;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dropActive, setDropActive] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const dragFrom = useRef<number | null>(null);

  const failureText = (cause: unknown): string => {
    if (isApiError(cause) && isOneOf(UPLOAD_CODES, cause.code))
      return t(`adminProperties:upload.errors.${cause.code}`);
    return t(`common:${describeApiError(cause).key}`);
  };

  const upload = (file: File) => {
    const key = uploadKey();
    const problem = precheckImage(file);
    if (problem) {
      setUploads((current) => [
        ...current,
        { key, name: file.name, error: t(`adminProperties:upload.errors.${problem}`) },
      ]);
      return;
    }
    setUploads((current) => [...current, { key, name: file.name, error: null }]);
    uploadImage(file)
      .then((image) => {
        setUploads((current) => current.filter((item) => item.key !== key));
        append({ url: image.url, alt: emptyText() }, { shouldFocus: false });
        setAnnouncement(t('adminProperties:upload.done', { name: file.name }));
      })
      .catch((cause: unknown) => {
        setUploads((current) =>
          current.map((item) => (item.key === key ? { ...item, error: failureText(cause) } : item)),
        );
      });
  };

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const room = maxImages - images.length - uploads.filter((item) => !item.error).length;
    Array.from(files).slice(0, Math.max(0, room)).forEach(upload);
  };

  const onFileInput = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(event.target.files);
    event.target.value = '';
  };

  const onDropFiles = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDropActive(false);
    addFiles(event.dataTransfer.files);
  };

  const moveImage = (from: number, to: number) => {
    if (to < 0 || to >= images.length) return;
    move(from, to);
    setAnnouncement(t('adminProperties:gallery.moved', { from: from + 1, to: to + 1, total: images.length }));
  };

  const removeImage = (index: number) => {
    remove(index);
    setAnnouncement(t('adminProperties:gallery.removed', { number: index + 1 }));
  };

  const full = images.length >= maxImages;

  return (
    <FormSection
      id="section-gallery"
      title={t('adminProperties:form.sections.gallery')}
      description={t('adminProperties:form.leads.gallery')}
    >
      <div
        className={[styles.dropZone, dropActive && styles.dropActive].filter(Boolean).join(' ')}
        data-testid="gallery-drop-zone"
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDropFiles}
      >
        <p className={styles.dropTitle}>{t('adminProperties:upload.drop')}</p>
        <p className={styles.muted}>{t('adminProperties:upload.limits')}</p>
        <Button variant="secondary" disabled={full} onClick={() => inputRef.current?.click()}>
          {t('adminProperties:upload.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          hidden
          data-testid="gallery-file-input"
          onChange={onFileInput}
        />
      </div>

      {uploads.length ? (
        <ul className={styles.uploads} aria-label={t('adminProperties:upload.listLabel')}>
          {uploads.map((item) => (
            <li key={item.key} className={item.error ? styles.uploadFailed : styles.uploadPending}>
              {item.error ? <AlertIcon size={18} /> : <span className={styles.spinner} aria-hidden="true" />}
              <span className={styles.grow}>
                <span className={styles.uploadName}>{item.name}</span>
                <span role={item.error ? 'alert' : undefined}>
                  {item.error ?? t('adminProperties:upload.pending')}
                </span>
              </span>
              {item.error ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('adminProperties:upload.dismiss', { name: item.name })}
                  onClick={() => setUploads((current) => current.filter((entry) => entry.key !== item.key))}
                >
                  <CloseIcon />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {images.length ? (
        <ol className={styles.imageList} aria-label={t('adminProperties:gallery.listLabel')}>
          {images.map((image, index) => {
            const name = t('adminProperties:gallery.imageName', { number: index + 1 });
            return (
              <li
                key={image.id}
                className={styles.imageRow}
                onDragOver={(event) => {
                  if (dragFrom.current === null) return;
                  event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragFrom.current === null) return;
                  event.preventDefault();
                  moveImage(dragFrom.current, index);
                  dragFrom.current = null;
                }}
                onDragEnd={() => {
                  dragFrom.current = null;
                }}
              >
                {/* The photograph is the drag handle, so text in the field stays selectable. */}
                <div
                  className={styles.imageThumbWrap}
                  draggable
                  onDragStart={(event) => {
                    dragFrom.current = index;
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                >
                  <FallbackImage className={styles.imageThumb} src={image.url} alt="" />
                  {index === 0 ? (
                    <Badge tone="gold" className={styles.coverBadge}>
                      {t('adminProperties:gallery.cover')}
                    </Badge>
                  ) : null}
                </div>
                <DraftTextField
                  path={`gallery.images.${index}.alt.es`}
                  label={t('adminProperties:gallery.altOf', { number: index + 1 })}
                  hint={t('adminProperties:gallery.altHint')}
                  required
                  className={styles.grow}
                />
                <RowControls
                  index={index}
                  count={images.length}
                  name={name}
                  onMove={moveImage}
                  onRemove={removeImage}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>{t('adminProperties:gallery.empty')}</p>
      )}
      {listError ? <p className={styles.fieldError}>{listError}</p> : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <DraftTextField
        path="gallery.virtualTourUrl"
        label={t('adminProperties:form.fields.virtualTourUrl')}
        hint={t('adminProperties:form.hints.virtualTourUrl')}
        type="url"
        inputMode="url"
      />
      <div className={styles.checkboxGrid}>
        <DraftCheckbox path="gallery.floorPlans" label={t('adminProperties:form.fields.floorPlans')} />
        <DraftCheckbox path="gallery.dronePhotos" label={t('adminProperties:form.fields.dronePhotos')} />
      </div>
    </FormSection>
  );
}
