import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import type { Profile } from '../../../lib/api/types';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { nativeLanguageName } from '../../../lib/i18n/autonyms';
import { LANGUAGES, isLanguage } from '../../../lib/i18n/languages';
import type { Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/localize';
import { apiFieldError } from '../../../lib/validation/api-field-error';
import {
  ACCOUNT_LIMITS,
  checkMaxLength,
  checkOptionalPhone,
  checkRequiredText,
} from '../../../lib/validation/validators';
import type { ValidationCode } from '../../../lib/validation/validators';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { accountErrorMessage } from '../utils/account-errors';
import { FormMessage } from './form-message';
import styles from './account.module.css';

function NotSet() {
  const { t } = useTranslation('account');
  return <span className={styles.muted}>{t('profile.notSet')}</span>;
}

function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <div>
          <h2>{t('profile.title')}</h2>
          <p className={styles.lead}>{t('profile.lead')}</p>
        </div>
        <Button variant="secondary" onClick={onEdit}>
          {t('profile.edit')}
        </Button>
      </div>
      <div className={styles.grid}>
        <section className={styles.block} aria-labelledby="profile-personal">
          <h3 id="profile-personal">{t('profile.sections.personal')}</h3>
          <dl className={styles.facts}>
            <dt>{t('profile.fields.firstName')}</dt>
            <dd>{profile.firstName}</dd>
            <dt>{t('profile.fields.lastName')}</dt>
            <dd>{profile.lastName}</dd>
            <dt>{t('profile.fields.displayName')}</dt>
            <dd>{profile.displayName || <NotSet />}</dd>
          </dl>
        </section>
        <section className={styles.block} aria-labelledby="profile-contact">
          <h3 id="profile-contact">{t('profile.sections.contact')}</h3>
          <dl className={styles.facts}>
            <dt>{t('profile.fields.email')}</dt>
            <dd className={styles.inline}>
              <span>{profile.email}</span>
              <Badge tone={profile.emailVerified ? 'sand' : 'outline'}>
                {profile.emailVerified ? t('profile.verified') : t('profile.unverified')}
              </Badge>
            </dd>
            {profile.pendingEmail ? (
              <>
                <dt>{t('profile.fields.pendingEmail')}</dt>
                <dd>{t('profile.pendingEmail', { email: profile.pendingEmail })}</dd>
              </>
            ) : null}
            <dt>{t('profile.fields.phone')}</dt>
            <dd>{profile.phone || <NotSet />}</dd>
          </dl>
        </section>
        <section className={styles.block} aria-labelledby="profile-preferences">
          <h3 id="profile-preferences">{t('profile.sections.preferences')}</h3>
          <dl className={styles.facts}>
            <dt>{t('profile.fields.language')}</dt>
            <dd>{nativeLanguageName(profile.language)}</dd>
            <dt>{t('profile.fields.newsletter')}</dt>
            <dd>{profile.newsletter ? t('profile.newsletterOn') : t('profile.newsletterOff')}</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}

interface ProfileValues {
  firstName: string;
  lastName: string;
  displayName: string;
  phone: string;
  language: Language;
  newsletter: boolean;
}

type ProfileErrors = Record<'firstName' | 'lastName' | 'displayName' | 'phone', ValidationCode | null>;

function validate(values: ProfileValues): ProfileErrors {
  return {
    firstName: checkRequiredText(values.firstName, ACCOUNT_LIMITS.name),
    lastName: checkRequiredText(values.lastName, ACCOUNT_LIMITS.name),
    displayName: checkMaxLength(values.displayName.trim(), ACCOUNT_LIMITS.name),
    phone: checkOptionalPhone(values.phone),
  };
}

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const siteLanguage = useLanguage();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName ?? '',
    phone: profile.phone ?? '',
    language: profile.language,
    newsletter: profile.newsletter,
  });
  const [submitted, setSubmitted] = useState(false);
  const errors: Partial<ProfileErrors> = submitted ? validate(values) : {};
  const message = (field: keyof ProfileErrors) => {
    const code = errors[field];
    return code ? t(`common:validation.${code}`) : apiFieldError(update.error, field, t);
  };
  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    const firstInvalid = (Object.keys(found) as (keyof ProfileErrors)[]).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        displayName: values.displayName.trim() || null,
        phone: values.phone.trim() || null,
        language: values.language,
        newsletter: values.newsletter,
      },
      {
        onSuccess: (saved) => {
          toast.show(t('account:profile.saved'), 'success');
          // A newly chosen preferred language becomes the site's language too.
          if (saved.language !== profile.language && saved.language !== siteLanguage) {
            void changeLanguage(saved.language);
          }
          onDone();
        },
      },
    );
  };

  return (
    <form className={`${styles.panel} ${styles.form} ${styles.editForm}`} noValidate onSubmit={handleSubmit}>
      <div>
        <h2>{t('account:profile.editTitle')}</h2>
        <p className={styles.lead}>{t('account:profile.editLead')}</p>
      </div>
      {update.isError ? <FormMessage tone="error" message={accountErrorMessage(update.error, t)} /> : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('account:profile.sections.personal')}</legend>
        <div className={styles.row}>
          <TextField
            label={t('account:profile.fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={message('firstName')}
          />
          <TextField
            label={t('account:profile.fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={message('lastName')}
          />
        </div>
        <TextField
          label={t('account:profile.fields.displayName')}
          optionalLabel={t('common:form.optional')}
          name="displayName"
          autoComplete="nickname"
          value={values.displayName}
          onChange={(event) => set('displayName', event.target.value)}
          error={message('displayName')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('account:profile.sections.contact')}</legend>
        <TextField
          label={t('account:profile.fields.email')}
          name="email"
          type="email"
          value={profile.email}
          readOnly
          hint={t('account:profile.emailHint')}
        />
        <TextField
          label={t('account:profile.fields.phone')}
          optionalLabel={t('common:form.optional')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={message('phone')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('account:profile.sections.preferences')}</legend>
        <SelectField
          label={t('account:profile.fields.language')}
          name="language"
          hint={t('account:profile.languageHint')}
          value={values.language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) set('language', event.target.value);
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {nativeLanguageName(language)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          name="newsletter"
          label={t('account:profile.newsletterLabel')}
          checked={values.newsletter}
          onChange={(event) => set('newsletter', event.target.checked)}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('account:profile.saving') : t('account:profile.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('account:profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Personal info, contact info and preferences (language, newsletter): read, then edit and save. */
export function ProfileTab() {
  const { t } = useTranslation(['account', 'common']);
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isPending) {
    return (
      <div className={styles.panel} role="status" aria-busy="true">
        <span className="visually-hidden">{t('account:profile.loading')}</span>
        <Skeleton variant="title" width="14rem" />
        <Skeleton width="70%" />
        <Skeleton width="55%" />
      </div>
    );
  }
  if (profile.isError) {
    const description = describeApiError(profile.error);
    return (
      <ErrorState
        title={t('account:profile.loadFailed')}
        message={description.apiMessage ?? t(`common:${description.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return editing ? (
    <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
  ) : (
    <ProfileView profile={profile.data} onEdit={() => setEditing(true)} />
  );
}
