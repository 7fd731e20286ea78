import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import type { Profile } from '../../../lib/api/types';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { zUpdateProfileRequestDto } from '../../../lib/api/zod.gen';
import { optionalText, trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { nativeLanguageName } from '../../../lib/i18n/autonyms';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/localize';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { accountErrorMessage } from '../utils/account-errors';
import { FormAlert } from '../../../components/ui/form-alert';
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

const profileRules = zUpdateProfileRequestDto.shape;

/** The rules of `PATCH /api/account/profile`; the form sends every field (a blank optional one clears it). */
const profileSchema = z.object({
  firstName: trimmed(profileRules.firstName.unwrap()),
  lastName: trimmed(profileRules.lastName.unwrap()),
  displayName: optionalText(profileRules.displayName, null),
  phone: optionalText(profileRules.phone, null),
  language: profileRules.language.unwrap(),
  newsletter: z.boolean(),
});

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const siteLanguage = useLanguage();
  const update = useUpdateProfile();
  const form = useContractForm(profileSchema, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      displayName: profile.displayName ?? '',
      phone: profile.phone ?? '',
      language: profile.language,
      newsletter: profile.newsletter,
    },
  });

  const send = (changes: z.output<typeof profileSchema>) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        toast.show(t('account:profile.saved'), 'success');
        // A newly chosen preferred language becomes the site's language too.
        if (saved.language !== profile.language && saved.language !== siteLanguage) {
          changeLanguage(saved.language);
        }
        onDone();
      },
      onError: (error) => form.showServerErrors(error),
    });

  return (
    <form
      className={`${styles.panel} ${styles.form} ${styles.editForm}`}
      noValidate
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <div>
        <h2>{t('account:profile.editTitle')}</h2>
        <p className={styles.lead}>{t('account:profile.editLead')}</p>
      </div>
      {update.isError ? <FormAlert tone="error" message={accountErrorMessage(update.error, t)} /> : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('account:profile.sections.personal')}</legend>
        <div className={styles.row}>
          <TextField
            label={t('account:profile.fields.firstName')}
            autoComplete="given-name"
            required
            {...form.field('firstName')}
          />
          <TextField
            label={t('account:profile.fields.lastName')}
            autoComplete="family-name"
            required
            {...form.field('lastName')}
          />
        </div>
        <TextField
          label={t('account:profile.fields.displayName')}
          optionalLabel={t('common:form.optional')}
          autoComplete="nickname"
          {...form.field('displayName')}
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
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...form.field('phone')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('account:profile.sections.preferences')}</legend>
        <SelectField
          label={t('account:profile.fields.language')}
          hint={t('account:profile.languageHint')}
          {...form.field('language')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {nativeLanguageName(language)}
            </option>
          ))}
        </SelectField>
        <CheckboxField label={t('account:profile.newsletterLabel')} {...form.field('newsletter')} />
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
