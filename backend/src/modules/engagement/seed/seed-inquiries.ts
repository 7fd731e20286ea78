import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { ManageInquiryCommand } from '../commands/manage-inquiry/manage-inquiry.command';
import { SendInquiryCommand } from '../commands/send-inquiry/send-inquiry.command';
import type { InquiryContent } from '../domain/inquiry';

/** Fixed ids, so a second seed adds nothing. */
const CLIENT_INQUIRY_ID = '7a4e2c10-5b3d-4f6e-8a9c-1d2e3f4a5b6c';
const CLIENT_REPLY_ID = '7a4e2c10-5b3d-4f6e-8a9c-2e3f4a5b6c7d';
const VISITOR_INQUIRIES: { id: string; content: InquiryContent }[] = [
  {
    id: '8b5f3d21-6c4e-4a7f-9b0d-2e3f4a5b6c7d',
    content: {
      name: 'James Whitmore',
      email: 'james.whitmore@example.com',
      phone: '+44 20 7946 0958',
      subject: null,
      message:
        'Good afternoon. We would like to view the villa in El Sardinero during the first week of December. Is the price negotiable?',
      propertyId: 'villa-sardinero-santander',
      language: 'en',
    },
  },
  {
    id: '9c6a4e32-7d5f-4b8a-8c1e-3f4a5b6c7d8e',
    content: {
      name: 'Lucía Herrera',
      email: 'lucia.herrera@example.es',
      phone: null,
      subject: 'Búsqueda de casona con finca',
      message:
        'Buscamos una casona montañesa con terreno cerca de Comillas o Santillana. ¿Tienen algo fuera de catálogo?',
      propertyId: null,
      language: 'es',
    },
  },
];

async function sendOnce(commands: CommandBus, id: string, content: InquiryContent): Promise<boolean> {
  try {
    await commands.execute(new SendInquiryCommand(content, id));
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'inquiry_already_sent') return false;
    throw error;
  }
}

/**
 * The agency's inbox as a demo shows it: two new inquiries from visitors, and one of the demo client's with
 * the agency's reply, which the client has not read yet. Through the ordinary command path.
 */
export async function seedInquiries(
  commands: CommandBus,
  client: { id: string; email: string; name: string },
  adviserId: string,
): Promise<void> {
  for (const { id, content } of VISITOR_INQUIRIES) await sendOnce(commands, id, content);
  const sent = await sendOnce(commands, CLIENT_INQUIRY_ID, {
    name: client.name,
    email: client.email,
    phone: null,
    subject: null,
    message:
      '¿Sería posible visitar la casona de Comillas un sábado por la mañana? Me interesa especialmente el jardín.',
    propertyId: 'casona-montanesa-comillas',
    language: 'es',
  });
  if (!sent) return;
  const change = (command: ConstructorParameters<typeof ManageInquiryCommand>[0]) =>
    commands.execute(new ManageInquiryCommand(command));
  await change({ type: 'JoinAccount', inquiryId: CLIENT_INQUIRY_ID, userId: client.id });
  await change({ type: 'AssignInquiry', inquiryId: CLIENT_INQUIRY_ID, assigneeId: adviserId });
  await change({
    type: 'ReplyToInquiry',
    inquiryId: CLIENT_INQUIRY_ID,
    replyId: CLIENT_REPLY_ID,
    staffId: adviserId,
    message:
      'Será un placer enseñarle la casona. Le proponemos el sábado a las 11:00; el jardín luce especialmente a esa hora. Si le viene mejor otro día, díganoslo y lo organizamos.',
  });
}
