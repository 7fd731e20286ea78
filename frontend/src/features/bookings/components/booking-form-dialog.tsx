import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useToast } from '../../../components/ui/toast';
import { zRequestBookingRequestDto } from '../../../lib/api/zod.gen';
import { typedNumber } from '../../../lib/forms/draft-values';
import { optionalText, trimmed } from '../../../lib/forms/rules';
import { serverFieldErrors } from '../../../lib/forms/server-errors';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { formatPrice } from '../../../lib/format/format';
import { localizedPath } from '../../../lib/i18n/language-paths';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { useClientProfile } from '../api/get-client-profile';
import { useRequestBooking } from '../api/request-booking';
import { estimatedTotal, type BookableItem } from '../utils/bookable-item';
import styles from './bookings.module.css';

const BOOKINGS_TAB_PATH = '/dashboard?tab=bookings';
const FORM_FIELDS = ['date', 'time', 'guests', 'phone', 'notes'];

/** The rules of `POST /api/me/bookings` on what the form asks (the item is the card's). */
const schema = z.object({
  date: zRequestBookingRequestDto.shape.date,
  time: zRequestBookingRequestDto.shape.time,
  guests: z.string().transform(typedNumber).pipe(zRequestBookingRequestDto.shape.guests),
  phone: trimmed(zRequestBookingRequestDto.shape.phone),
  notes: optionalText(zRequestBookingRequestDto.shape.notes, null),
});

/** Tomorrow on the visitor's calendar: the first day the date picker offers. */
function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export interface BookingFormDialogProps {
  item: BookableItem;
  onClose: () => void;
}

/**
 * Asks for a service or an experience: the day and time (an experience's start, a service's preferred
 * time), the guests, a phone and notes, with the catalogue's price and the estimated total. A refusal about
 * a field (no places left for so many guests) is told next to it.
 */
export default function BookingFormDialog({ item, onClose }: BookingFormDialogProps) {
  const { t } = useTranslation(['bookings', 'common']);
  const localize = useLocalize();
  const language = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const request = useRequestBooking();
  const form = useContractForm(schema, {
    defaultValues: {
      date: '',
      time: item.kind === 'experience' ? '10:00' : '',
      guests: '2',
      phone: '',
      notes: '',
    },
  });
  const profile = useClientProfile();
  const title = localize(item.title);
  const profilePhone = profile.data?.phone;
  const { getValues, setValue } = form;
  useEffect(() => {
    // The profile's phone starts the field once it arrives, unless the client has typed one meanwhile.
    if (profilePhone && !getValues('phone')) setValue('phone', profilePhone);
  }, [profilePhone, getValues, setValue]);
  const guests = typedNumber(form.watch('guests'));
  const total = estimatedTotal(item, guests && guests > 0 ? guests : 1);

  const send = (body: z.output<typeof schema>) =>
    request.mutate(
      { ...body, kind: item.kind, itemId: item.id },
      {
        onSuccess: () => {
          onClose();
          toast.show(t('bookings:form.sent'), 'success', {
            label: t('bookings:form.viewBookings'),
            href: localizedPath(language, BOOKINGS_TAB_PATH),
            onClick: () => void navigate(BOOKINGS_TAB_PATH),
          });
        },
        onError: (error) => form.showServerErrors(error, (field) => FORM_FIELDS.includes(field)),
      },
    );

  const refusal =
    request.isError && serverFieldErrors(request.error, (field) => FORM_FIELDS.includes(field)).length === 0
      ? request.error.status > 0 && request.error.status < 500
        ? request.error.message
        : t('bookings:form.failed')
      : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('bookings:form.title', { title })}
      closeLabel={t('common:actions.close')}
      size="md"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        aria-label={t('bookings:form.title', { title })}
      >
        <p className={styles.lead}>{t(`bookings:form.lead.${item.kind}`)}</p>
        <p className={styles.price}>
          <strong>
            {t(`bookings:form.price.${item.priceBasis}`, { price: formatPrice(item.priceEur) })}
          </strong>
          <span>
            {total === null
              ? t('bookings:form.onRequest')
              : t('bookings:form.total', { total: formatPrice(total) })}
          </span>
        </p>
        {refusal ? <FormAlert tone="error" message={refusal} /> : null}
        <div className={styles.row}>
          <TextField
            label={t('bookings:form.date')}
            type="date"
            required
            min={tomorrow()}
            {...form.field('date')}
          />
          <TextField
            label={t(`bookings:form.time.${item.kind}`)}
            hint={t('bookings:form.timeHint')}
            type="time"
            required
            step={900}
            {...form.field('time')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('bookings:form.guests')}
            hint={t('bookings:form.guestsHint', { max: item.maxGuests })}
            type="number"
            inputMode="numeric"
            min={1}
            max={item.maxGuests}
            required
            {...form.field('guests')}
          />
          <TextField
            label={t('bookings:form.phone')}
            hint={t('bookings:form.phoneHint')}
            type="tel"
            autoComplete="tel"
            required
            {...form.field('phone')}
          />
        </div>
        <TextAreaField
          label={t('bookings:form.notes')}
          hint={t('bookings:form.notesHint')}
          optionalLabel={t('common:form.optional')}
          rows={3}
          {...form.field('notes')}
        />
        <p className={styles.note}>{t('bookings:form.payment')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('bookings:form.cancel')}
          </Button>
          <Button type="submit" variant="gold" disabled={request.isPending}>
            {request.isPending ? t('bookings:form.sending') : t('bookings:form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
