import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import type { ViewingMode, ViewingSlotInput } from '../../lib/api/types';
import { MAX_SLOTS, SLOT_START_TIMES, slotDateRange, slotProblem } from './madrid-time';
import styles from './slot-fields.module.css';

export const emptySlot = (): ViewingSlotInput => ({ date: '', time: '', mode: 'in_person' });

/** Field errors of the slots, keyed as the API names them (`slots.0.date`), as translation keys or texts. */
export type SlotErrors = Record<string, string>;

/** The client-side check of the slots: the API's rules, one error per slot, keyed like the API's. */
export function checkSlots(slots: readonly ViewingSlotInput[], now: Date, field = 'slots'): SlotErrors {
  const errors: SlotErrors = {};
  const seen = new Set<string>();
  slots.forEach((slot, index) => {
    const key = (part: string) => `${field}.${index}.${part}`;
    if (!slot.date) errors[key('date')] = 'viewings:errors.required_date';
    if (!slot.time) errors[key('time')] = 'viewings:errors.required_time';
    if (!slot.date || !slot.time) return;
    const problem = seen.has(`${slot.date} ${slot.time}`) ? 'slot_duplicate' : slotProblem(slot, now);
    seen.add(`${slot.date} ${slot.time}`);
    if (!problem) return;
    const onDate =
      problem === 'slot_date_invalid' ||
      problem === 'slot_too_far' ||
      (problem === 'slot_outside_office_hours' && SLOT_START_TIMES.includes(slot.time));
    errors[key(onDate ? 'date' : 'time')] = `viewings:errors.${problem}`;
  });
  return errors;
}

export interface SlotFieldsProps {
  slots: ViewingSlotInput[];
  onChange: (slots: ViewingSlotInput[]) => void;
  /** Translated texts by field (`slots.0.date`). */
  errors: Record<string, string | undefined>;
  now: Date;
  /** The field name the API uses for the list. */
  field?: string;
  /** At most this many slots (three for a request, one for a proposal). */
  max?: number;
}

/** Up to three preferred times, each a Madrid date, a start time and in person or by video call. */
export function SlotFields({
  slots,
  onChange,
  errors,
  now,
  field = 'slots',
  max = MAX_SLOTS,
}: SlotFieldsProps) {
  const { t } = useTranslation('viewings');
  const { min, max: last } = slotDateRange(now);
  const update = (index: number, change: Partial<ViewingSlotInput>) =>
    onChange(slots.map((slot, at) => (at === index ? { ...slot, ...change } : slot)));
  return (
    <div className={styles.slots}>
      <p className={styles.note}>{t('slots.timezoneNote')}</p>
      {slots.map((slot, index) => (
        <fieldset key={index} className={styles.slot}>
          <legend>{max > 1 ? t('slots.legend', { number: index + 1 }) : t('slots.single')}</legend>
          <div className={styles.row}>
            <TextField
              label={t('slots.date')}
              type="date"
              name={`${field}.${index}.date`}
              min={min}
              max={last}
              required
              value={slot.date}
              error={errors[`${field}.${index}.date`]}
              onChange={(event) => update(index, { date: event.target.value })}
            />
            <SelectField
              label={t('slots.time')}
              name={`${field}.${index}.time`}
              required
              value={slot.time}
              error={errors[`${field}.${index}.time`]}
              onChange={(event) => update(index, { time: event.target.value })}
            >
              <option value="">{t('slots.chooseTime')}</option>
              {SLOT_START_TIMES.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('slots.mode')}
              name={`${field}.${index}.mode`}
              value={slot.mode}
              onChange={(event) => update(index, { mode: event.target.value as ViewingMode })}
            >
              <option value="in_person">{t('modes.in_person')}</option>
              <option value="video">{t('modes.video')}</option>
            </SelectField>
          </div>
          {slots.length > 1 ? (
            <Button variant="link" size="sm" onClick={() => onChange(slots.filter((_, at) => at !== index))}>
              {t('slots.remove', { number: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {slots.length < max ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...slots, emptySlot()])}>
          {t('slots.add')}
        </Button>
      ) : null}
    </div>
  );
}
