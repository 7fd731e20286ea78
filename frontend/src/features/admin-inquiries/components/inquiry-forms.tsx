import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { zInquiryNoteRequestDto, zInquiryReplyRequestDto } from '../../../lib/api/zod.gen';
import { trimmed } from '../../../lib/forms/rules';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { addInquiryNote, replyToInquiry, useInquiryChange } from '../api/change-inquiry';
import styles from './inquiries.module.css';

/** The rules of `POST /api/admin/inquiries/:id/replies`. */
const replySchema = zInquiryReplyRequestDto.extend({
  message: trimmed(zInquiryReplyRequestDto.shape.message),
});
/** The rules of `POST /api/admin/inquiries/:id/notes`. */
const noteSchema = zInquiryNoteRequestDto.extend({ text: trimmed(zInquiryNoteRequestDto.shape.text) });

/** The reply to the client: e-mailed in their language and shown in their panel. */
export function ReplyForm({ inquiryId, onSent }: { inquiryId: string; onSent: () => void }) {
  const { t } = useTranslation('adminInquiries');
  const reply = useInquiryChange('reply', replyToInquiry);
  const form = useContractForm(replySchema, { defaultValues: { message: '' } });
  const send = ({ message }: z.output<typeof replySchema>) =>
    reply.mutate(
      { id: inquiryId, message },
      {
        onSuccess: () => {
          form.reset({ message: '' });
          onSent();
        },
        onError: (error) => form.showServerErrors(error),
      },
    );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('detail.reply.label')}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <TextAreaField
        label={t('detail.reply.field')}
        hint={t('detail.reply.hint')}
        rows={6}
        required
        {...form.field('message')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('detail.reply.sending') : t('detail.reply.submit')}
        </Button>
      </div>
    </form>
  );
}

/** An internal note: for the team only, never shown or sent to the client. */
export function NoteForm({ inquiryId, onAdded }: { inquiryId: string; onAdded: () => void }) {
  const { t } = useTranslation('adminInquiries');
  const note = useInquiryChange('note', addInquiryNote);
  const form = useContractForm(noteSchema, { defaultValues: { text: '' } });
  const send = ({ text }: z.output<typeof noteSchema>) =>
    note.mutate(
      { id: inquiryId, text },
      {
        onSuccess: () => {
          form.reset({ text: '' });
          onAdded();
        },
        onError: (error) => form.showServerErrors(error),
      },
    );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('detail.note.label')}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <TextAreaField
        label={t('detail.note.field')}
        hint={t('detail.note.hint')}
        rows={3}
        required
        {...form.field('text')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={note.isPending}>
          {note.isPending ? t('detail.note.saving') : t('detail.note.submit')}
        </Button>
      </div>
    </form>
  );
}
