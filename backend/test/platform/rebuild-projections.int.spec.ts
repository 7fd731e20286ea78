import { ChangeNewsletterConsentCommand } from '../../src/modules/identity';
import {
  ManageNewsItemCommand,
  type NewsChange,
} from '../../src/modules/newsletter/commands/manage-news/manage-news-item.command';
import { randomUUID } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { DeletePropertyCommand } from '../../src/modules/catalogue/commands/delete-property/delete-property.command';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { RevisePropertyCommand } from '../../src/modules/catalogue/commands/revise-property/revise-property.command';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { DeleteExperienceCommand } from '../../src/modules/catalogue/commands/delete-experience/delete-experience.command';
import { ReviseServiceCommand } from '../../src/modules/catalogue/commands/revise-service/revise-service.command';
import { MarkTranslationReviewedCommand } from '../../src/modules/catalogue/commands/mark-translation-reviewed/mark-translation-reviewed.command';
import { RecordMachineTranslationCommand } from '../../src/modules/catalogue/commands/record-machine-translation/record-machine-translation.command';
import { ReviseExperienceCommand } from '../../src/modules/catalogue/commands/revise-experience/revise-experience.command';
import type { CatalogueKind } from '../../src/modules/catalogue/domain/catalogue-kind';
import { sourceHash } from '../../src/modules/catalogue/domain/translations';
import { SAMPLE_EXPERIENCES } from '../../src/modules/catalogue/seed/sample-experiences';
import { SAMPLE_SERVICES } from '../../src/modules/catalogue/seed/sample-services';
import { ChangePaymentStatusCommand } from '../../src/modules/bookings/commands/change-payment-status/change-payment-status.command';
import { ChangeBookingCommand } from '../../src/modules/bookings/commands/change-booking/change-booking.command';
import { RecordBookingCommand } from '../../src/modules/bookings/commands/record-booking/record-booking.command';
import { RequestBookingCommand } from '../../src/modules/bookings/commands/request-booking/request-booking.command';
import { seedBookings } from '../../src/modules/bookings/seed/seed-bookings';
import { seedClientBookings } from '../../src/modules/bookings/seed/seed-client-bookings';
import { SAMPLE_BOOKINGS } from '../../src/modules/bookings/seed/sample-bookings';
import {
  ChangeClientSpaceCommand,
  type ClientChange,
} from '../../src/modules/engagement/commands/change-client-space/change-client-space.command';
import {
  ManageInquiryCommand,
  type InquiryChange,
} from '../../src/modules/engagement/commands/manage-inquiry/manage-inquiry.command';
import { SendInquiryCommand } from '../../src/modules/engagement/commands/send-inquiry/send-inquiry.command';
import { ListStaffQuery } from '../../src/modules/identity/queries/list-staff/list-staff.query';
import { seedDemoAccounts } from '../../src/modules/identity/seed/demo-accounts';
import {
  ChangeViewingCommand,
  type ViewingChange,
} from '../../src/modules/viewings/commands/change-viewing/change-viewing.command';
import { RequestViewingCommand } from '../../src/modules/viewings/commands/request-viewing/request-viewing.command';
import { EraseAccountCommand } from '../../src/modules/identity/commands/erase-account/erase-account.command';
import { madridLocal } from '../../src/modules/viewings/domain/viewing-slots';
import { UploadImageCommand } from '../../src/modules/media/commands/upload-image/upload-image.command';
import { SetPropertySaleStatusCommand } from '../../src/modules/catalogue/commands/set-property-sale-status/set-property-sale-status.command';
import { MakeOfferCommand } from '../../src/modules/sales/commands/make-offer/make-offer.command';
import {
  ChangeMandateCommand,
  type MandateChange,
} from '../../src/modules/mandates/commands/change-mandate/change-mandate.command';
import { EraseSellerCommand } from '../../src/modules/mandates/commands/erase-seller/erase-seller.command';
import {
  ChangeSaleCommand,
  type SaleChange,
} from '../../src/modules/sales/commands/sale-steps/change-sale.command';
import { addDays, madridDate } from '../../src/platform/time/madrid-calendar';
import { Clock } from '../../src/platform/time/clock';
import { EventSchemas } from '../../src/platform/event-store/event-schemas';
import { EventStore } from '../../src/platform/event-store/event-store';
import { PersonalData } from '../../src/platform/privacy/personal-data';
import {
  ProjectionRebuilder,
  RebuildIncompleteError,
} from '../../src/platform/projections/projection-rebuilder';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import { register } from '../support/accounts';
import { readModelSnapshot } from '../support/read-models';
import { startTestApi, type TestApi } from '../support/test-api';
import { renumberAcrossDigitBoundary } from '../support/transaction-ids';

describe('rebuild-projections', () => {
  let api: TestApi;
  let erasedId: string;
  let erasedStay: string;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    const commands = api.app.get(CommandBus);
    await seedBookings(commands);
    // A pending booking paid, then refunded; another cancelled.
    await commands.execute(new ChangePaymentStatusCommand(SAMPLE_BOOKINGS[1].id, 'paid', 1));
    await commands.execute(new ChangePaymentStatusCommand(SAMPLE_BOOKINGS[1].id, 'refunded', 2));
    await commands.execute(new ChangePaymentStatusCommand(SAMPLE_BOOKINGS[4].id, 'cancelled', 1));
    // Clients' bookings of services and experiences: requested, confirmed, repriced, completed, declined,
    // cancelled; the places of an experience's date taken and freed again.
    const bookingClient = '9d8c7b6a-5f4e-4d3c-8b2a-1a0b9c8d7e6f';
    await seedClientBookings(commands, bookingClient, new Date());
    const requestExperience = async (date: string, guests: number) =>
      (
        await commands.execute(
          new RequestBookingCommand(
            bookingClient,
            {
              kind: 'experience',
              itemId: 'surf-lesson-somo',
              date,
              time: '09:30',
              guests,
              phone: '600111222',
              notes: null,
            },
            'es',
          ),
        )
      ).bookingId;
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const [repriced, declined, cancelled] = [
      await requestExperience(nextMonth, 2),
      await requestExperience(nextMonth, 3),
      await requestExperience(nextMonth, 1),
    ];
    const change = (...args: ConstructorParameters<typeof ChangeBookingCommand>) =>
      commands.execute(new ChangeBookingCommand(...args));
    await change({ type: 'ConfirmBooking', bookingId: repriced }, 1);
    await change(
      { type: 'AdjustBookingPrice', bookingId: repriced, totalPriceEur: 120, note: 'Tarifa familiar' },
      2,
    );
    await change({ type: 'CompleteBooking', bookingId: repriced }, 3);
    await change({ type: 'DeclineBooking', bookingId: declined, reason: 'Mar de fondo' }, 1);
    await change({
      type: 'CancelBooking',
      bookingId: cancelled,
      by: { role: 'client', clientId: bookingClient },
      reason: null,
    });
    const villa = SAMPLE_PROPERTIES.find((p) => p.id === 'villa-sardinero-santander')!;
    await commands.execute(
      new RevisePropertyCommand(
        villa.id,
        {
          ...villa.details,
          price: { ...villa.details.price, saleEur: 2_690_000 },
        },
        1,
      ),
    );
    await commands.execute(new ChangePropertyStatusCommand('villa-sardinero-santander', 'reserved'));
    await commands.execute(new ChangePropertyStatusCommand('apartamento-centro-historico-santander', 'sold'));
    // Back office changes: a draft, a revision, a deletion.
    const duplex = SAMPLE_PROPERTIES.find((p) => p.id === 'duplex-acantilado-suances')!;
    await commands.execute(
      new ListPropertyCommand(
        'borrador-suances',
        { ...duplex.details, reference: 'CC-DRAFT-9' },
        duplex.listedAt,
        'draft',
      ),
    );
    await commands.execute(
      new RevisePropertyCommand(
        'casona-montanesa-comillas',
        {
          ...SAMPLE_PROPERTIES.find((p) => p.id === 'casona-montanesa-comillas')!.details,
          title: { es: 'Casona montañesa revisada' },
        },
        1,
      ),
    );
    await commands.execute(new DeletePropertyCommand('adosado-playa-salve-laredo'));
    await commands.execute(
      new ReviseServiceCommand(
        SAMPLE_SERVICES[0].id,
        { ...SAMPLE_SERVICES[0].details, priceFromEur: 999 },
        1,
      ),
    );
    await commands.execute(new DeleteExperienceCommand(SAMPLE_EXPERIENCES[0].id));
    // Catalogue translations: a new Spanish subtitle and highlight, machine translations of them, a review,
    // then another new Spanish under the machine and reviewed texts.
    const translate = (kind: CatalogueKind, id: string, path: string, language: 'en' | 'de', es: string) =>
      commands.execute(
        new RecordMachineTranslationCommand(kind, id, {
          path,
          language,
          sourceHash: sourceHash(es),
          text: `[${language}] ${es}`,
          provider: 'mymemory',
        }),
      );
    const draft = {
      ...duplex.details,
      reference: 'CC-DRAFT-9',
      subtitle: { es: 'Dúplex sobre el acantilado' },
    };
    await commands.execute(new RevisePropertyCommand('borrador-suances', draft, 1));
    await translate('property', 'borrador-suances', 'subtitle', 'en', 'Dúplex sobre el acantilado');
    const { version: draftVersion } = await translate(
      'property',
      'borrador-suances',
      'subtitle',
      'de',
      'Dúplex sobre el acantilado',
    );
    await commands.execute(
      new MarkTranslationReviewedCommand('property', 'borrador-suances', 'subtitle', 'de', draftVersion),
    );
    await commands.execute(
      new RevisePropertyCommand(
        'borrador-suances',
        {
          ...draft,
          subtitle: {
            es: 'Dúplex frente al acantilado',
            en: '[en] Dúplex sobre el acantilado',
            de: '[de] Dúplex sobre el acantilado',
          },
        },
        draftVersion + 1,
      ),
    );
    const service = SAMPLE_SERVICES[1];
    const highlights = [...service.details.highlights, { es: 'Vinos de la tierra' }];
    await commands.execute(new ReviseServiceCommand(service.id, { ...service.details, highlights }, 1));
    const highlight = `highlights.${highlights.length - 1}`;
    const { version: serviceVersion } = await translate(
      'service',
      service.id,
      highlight,
      'en',
      'Vinos de la tierra',
    );
    await commands.execute(
      new MarkTranslationReviewedCommand('service', service.id, highlight, 'en', serviceVersion),
    );
    const experience = SAMPLE_EXPERIENCES[1];
    await commands.execute(
      new ReviseExperienceCommand(
        experience.id,
        { ...experience.details, duration: { es: 'Tres horas' } },
        1,
      ),
    );
    await translate('experience', experience.id, 'duration', 'de', 'Tres horas');
    const { inquiryId } = await commands.execute(
      new SendInquiryCommand({
        name: 'Lena Vogel',
        email: 'lena@example.de',
        phone: '+49 30 1234567',
        subject: 'Besichtigung',
        message: 'Ich möchte die Villa besichtigen.',
        propertyId: 'villa-sardinero-santander',
        language: 'de',
      }),
    );
    // The agency's inbox: assigned, in progress, a note, two replies, joined to an account, read, closed.
    await seedDemoAccounts(commands, api.app.get(EntityManager), api.config);
    const [adviser] = await api.app.get(QueryBus).execute(new ListStaffQuery());
    const inquiry = (change: InquiryChange) => commands.execute(new ManageInquiryCommand(change));
    const staffId = adviser.id;
    await inquiry({ type: 'AssignInquiry', inquiryId, assigneeId: staffId });
    await inquiry({ type: 'ChangeInquiryStatus', inquiryId, status: 'in_progress' });
    await inquiry({ type: 'AddInquiryNote', inquiryId, noteId: randomUUID(), staffId, text: 'Rückruf' });
    for (const message of ['Gern.', 'Samstag, 11 Uhr.']) {
      await inquiry({ type: 'ReplyToInquiry', inquiryId, replyId: randomUUID(), staffId, message });
    }
    const lena = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
    await inquiry({ type: 'JoinAccount', inquiryId, userId: lena });
    await inquiry({ type: 'MarkRepliesRead', inquiryId, userId: lena });
    await inquiry({ type: 'ChangeInquiryStatus', inquiryId, status: 'closed' });
    // Viewings: one confirmed, moved, confirmed again and cancelled by staff; one proposed then declined.
    const viewing = (change: ViewingChange) => commands.execute(new ChangeViewingCommand(change));
    const viewer = '7d3e2f1a-0b9c-4d8e-8f7a-6b5c4d3e2f1a';
    const weekdays = Array.from({ length: 14 }, (_, day) =>
      madridLocal(new Date(Date.now() + (day + 3) * 86_400_000)),
    )
      .filter((local) => local.weekday >= 1 && local.weekday <= 5)
      .map((local) => local.date);
    const viewingRequest = (propertyId: string) =>
      commands.execute(
        new RequestViewingCommand({
          clientId: viewer,
          propertyId,
          slots: [
            { date: weekdays[0], time: '10:00', mode: 'in_person' },
            { date: weekdays[1], time: '16:30', mode: 'video' },
          ],
          message: 'Por la tarde mejor.',
          phone: '+34 600 111 222',
          language: 'es',
        }),
      );
    const { viewingId: movedId } = await viewingRequest('villa-sardinero-santander');
    await viewing({ type: 'ConfirmViewing', viewingId: movedId, slot: 0, agentId: staffId });
    await viewing({
      type: 'RequestViewingMove',
      viewingId: movedId,
      clientId: viewer,
      slots: [{ date: weekdays[2], time: '12:00', mode: 'in_person' }],
    });
    await viewing({ type: 'ConfirmViewing', viewingId: movedId, slot: 0, agentId: staffId });
    const { viewingId: keptId } = await viewingRequest('villa-sardinero-santander');
    await viewing({ type: 'ConfirmViewing', viewingId: keptId, slot: 1, agentId: staffId });
    await viewing({ type: 'CancelViewing', viewingId: movedId, clientId: null, reason: 'Agente de baja' });
    const { viewingId: declinedId } = await viewingRequest('casona-montanesa-comillas');
    await viewing({
      type: 'ProposeViewingTime',
      viewingId: declinedId,
      slot: { date: weekdays[3], time: '09:30', mode: 'video' },
      agentId: staffId,
    });
    await viewing({ type: 'DeclineViewing', viewingId: declinedId, reason: 'Reservada' });
    // A client's own space: favorites (one of them deleted later), saved searches and their changes, settings.
    const userId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const client = (change: ClientChange) => commands.execute(new ChangeClientSpaceCommand(change));
    await client({ type: 'AddFavorite', userId, propertyId: 'villa-sardinero-santander' });
    await client({ type: 'AddFavorite', userId, propertyId: 'casona-montanesa-comillas' });
    await client({ type: 'RemoveFavorite', userId, propertyId: 'casona-montanesa-comillas' });
    await client({
      type: 'MergeFavorites',
      userId,
      propertyIds: ['borrador-suances', 'casona-montanesa-comillas'],
    });
    const searchIds = ['0b9a1e32-1111-4c2d-9e8f-7a6b5c4d3e2f', '0b9a1e32-2222-4c2d-9e8f-7a6b5c4d3e2f'];
    for (const searchId of searchIds) {
      await client({
        type: 'SaveSearch',
        userId,
        searchId,
        name: 'Villas en Santander',
        filters: {
          type: ['villa'],
          location: ['santander'],
          priceMax: 3_000_000,
          features: ['pool'],
          q: 'mar',
        },
        frequency: 'daily',
      });
    }
    await client({
      type: 'UpdateSavedSearch',
      userId,
      searchId: searchIds[0],
      name: 'Frente al mar',
      frequency: 'instant',
    });
    await client({ type: 'MarkSavedSearchSeen', userId, searchId: searchIds[0] });
    await client({ type: 'DeleteSavedSearch', userId, searchId: searchIds[1] });
    await client({ type: 'ChangePriceDropAlerts', userId, enabled: false, source: 'account' });
    // The monthly newsletter: a client who subscribed at registration and then left by the letter's link, one
    // who stays subscribed, and a news item written, translated, reviewed, published and revised.
    const reader = (await register(api, 'boletin@example.com', { newsletter: true })).userId;
    await commands.execute(new ChangeNewsletterConsentCommand(reader, false, 'unsubscribe-link'));
    await register(api, 'lectora@example.com', { newsletter: true });
    const newsId = randomUUID();
    const news = (change: NewsChange) => commands.execute(new ManageNewsItemCommand(newsId, change));
    await news({ type: 'write', month: '2026-12', title: 'Nueva oficina', body: 'En Comillas.' });
    for (const language of ['en', 'de', 'ru', 'mk'] as const) {
      await news({
        type: 'translate_by_hand',
        language,
        title: `Office ${language}`,
        body: `Text ${language}`,
      });
      await news({ type: 'review', language });
    }
    await news({ type: 'publish' });
    await news({ type: 'revise', month: '2026-12', title: 'Nueva sede', body: 'En Comillas.' });
    // A client who kept a favorite and a search, asked by inquiry (joined), viewing and booking, and was then
    // erased: replayed, their events read without personal fields, and the erasure forgets the same rows.
    const erasedPhone = '+34 699 000 111';
    erasedId = (await register(api, 'olvido@example.com', { phone: erasedPhone, newsletter: true })).userId;
    await client({ type: 'AddFavorite', userId: erasedId, propertyId: 'villa-sardinero-santander' });
    await client({
      type: 'SaveSearch',
      userId: erasedId,
      searchId: randomUUID(),
      name: 'Olvido: villas',
      filters: { type: ['villa'] },
      frequency: 'weekly',
    });
    const { inquiryId: erasedInquiry } = await commands.execute(
      new SendInquiryCommand({
        name: 'Olvido Sainz',
        email: 'olvido@example.com',
        phone: erasedPhone,
        subject: 'Villa',
        message: 'Soy Olvido; quisiera verla.',
        propertyId: null,
        language: 'es',
      }),
    );
    await inquiry({ type: 'JoinAccount', inquiryId: erasedInquiry, userId: erasedId });
    await inquiry({
      type: 'ReplyToInquiry',
      inquiryId: erasedInquiry,
      replyId: randomUUID(),
      staffId,
      message: 'Con gusto, Olvido.',
    });
    await commands.execute(
      new RequestViewingCommand({
        clientId: erasedId,
        propertyId: 'villa-sardinero-santander',
        slots: [{ date: weekdays[4], time: '10:00', mode: 'in_person' }],
        message: 'Soy Olvido.',
        phone: erasedPhone,
        language: 'es',
      }),
    );
    await commands.execute(
      new RequestBookingCommand(
        erasedId,
        {
          kind: 'service',
          itemId: 'private-chef',
          date: nextMonth,
          time: '20:30',
          guests: 2,
          phone: erasedPhone,
          notes: 'Olvido celebra su cumpleaños',
        },
        'es',
      ),
    );
    // A stay the agency recorded for them as a guest, joined to the account by its address.
    erasedStay = (
      await commands.execute(
        new RecordBookingCommand({
          propertyId: 'villa-sardinero-santander',
          guestName: 'Olvido Sainz',
          guestEmail: 'Olvido@Example.com',
          checkIn: '2027-09-01',
          checkOut: '2027-09-04',
          guests: 2,
          totalPriceEur: 1800,
          paymentStatus: 'pending',
        }),
      )
    ).bookingId;
    await commands.execute(
      new ChangeBookingCommand({ type: 'JoinGuestAccount', bookingId: erasedStay, userId: erasedId }),
    );
    // Sales. The attic: two offers, one countered both ways and accepted (the other, the erased client's,
    // closed), the catalogue following the deal, reserved, paid and completed. The duplex: offers rejected,
    // withdrawn and expired, then the erased client's accepted and fallen through.
    const today = madridDate(new Date());
    const buyer = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
    const makeOffer = async (propertyId: string, clientId: string, validUntil = addDays(today, 10)) =>
      (
        await commands.execute(
          new MakeOfferCommand({
            clientId,
            propertyId,
            amountEur: 700_000,
            financing: 'cash',
            conditions: 'Con los muebles del salón',
            validUntil,
            source: 'client',
          }),
        )
      ).offerId;
    const sale = (propertyId: string, change: SaleChange) =>
      commands.execute(new ChangeSaleCommand(propertyId, change));
    const attic = 'atico-puerto-castro-urdiales';
    const won = await makeOffer(attic, buyer);
    await makeOffer(attic, erasedId);
    await sale(attic, { type: 'PresentOffer', offerId: won });
    const terms = { conditions: 'Sin muebles', validUntil: addDays(today, 5) };
    await sale(attic, { type: 'CounterOffer', offerId: won, by: 'seller', amountEur: 750_000, ...terms });
    await sale(attic, {
      type: 'CounterOffer',
      offerId: won,
      by: 'buyer',
      clientId: buyer,
      amountEur: 730_000,
      ...terms,
    });
    await sale(attic, { type: 'AnswerOffer', offerId: won, by: 'seller', answer: 'accept' });
    await commands.execute(new SetPropertySaleStatusCommand(attic, null, true));
    await sale(attic, {
      type: 'ReserveSale',
      propertyId: attic,
      depositEur: null,
      depositDueOn: addDays(today, 3),
    });
    await commands.execute(new SetPropertySaleStatusCommand(attic, 'reserved', true));
    await sale(attic, { type: 'RecordDepositReceived', propertyId: attic, receivedOn: today });
    await sale(attic, {
      type: 'CompleteSale',
      propertyId: attic,
      deedDate: addDays(today, 30),
      finalPriceEur: 729_500,
    });
    await commands.execute(new SetPropertySaleStatusCommand(attic, 'sold', false));
    const duplexId = 'duplex-acantilado-suances';
    const rejected = await makeOffer(duplexId, buyer);
    await sale(duplexId, { type: 'AnswerOffer', offerId: rejected, by: 'seller', answer: 'reject' });
    const withdrawn = await makeOffer(duplexId, buyer);
    await sale(duplexId, { type: 'WithdrawOffer', offerId: withdrawn, clientId: buyer });
    const expired = await makeOffer(duplexId, buyer, today);
    const clock = api.app.get(Clock);
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + 2 * 86_400_000);
    try {
      await sale(duplexId, { type: 'ExpireOffer', offerId: expired, round: 0 });
    } finally {
      clock.now = realNow;
    }
    const fellThrough = await makeOffer(duplexId, erasedId);
    await sale(duplexId, { type: 'AnswerOffer', offerId: fellThrough, by: 'seller', answer: 'accept' });
    await sale(duplexId, {
      type: 'RecordSaleFellThrough',
      propertyId: duplexId,
      reason: 'Hipoteca denegada',
    });
    // Mandates: the villa's terms recorded and replaced, two sellers, one changed and removed, one erased.
    const mandate = (change: MandateChange) => commands.execute(new ChangeMandateCommand(change));
    const villaId = 'villa-sardinero-santander';
    const mandateTerms = (commissionPercent: number) => ({
      exclusive: true,
      commissionPercent,
      startsOn: addDays(today, -30),
      endsOn: addDays(today, 150),
      askingPriceEur: 2_850_000,
    });
    await mandate({ type: 'RecordMandate', propertyId: villaId, terms: mandateTerms(3) });
    await mandate({ type: 'RecordMandate', propertyId: villaId, terms: mandateTerms(3.25) });
    const keptSeller = randomUUID();
    const erasedSeller = randomUUID();
    const sellerDetails = { name: 'Ignacio Gómez', email: 'ignacio@example.com', phone: '+34 612 480 215' };
    await mandate({
      type: 'AddSeller',
      propertyId: villaId,
      sellerId: keptSeller,
      details: { ...sellerDetails, language: 'es' },
    });
    await mandate({
      type: 'AddSeller',
      propertyId: villaId,
      sellerId: erasedSeller,
      details: {
        name: 'Beatriz Gómez',
        email: 'beatriz@example.com',
        phone: '+34 623 517 904',
        language: 'en',
      },
    });
    await mandate({
      type: 'UpdateSeller',
      propertyId: villaId,
      sellerId: keptSeller,
      details: { ...sellerDetails, language: 'de' },
    });
    await mandate({ type: 'RemoveSeller', propertyId: villaId, sellerId: keptSeller });
    await commands.execute(new EraseSellerCommand(erasedSeller));
    await commands.execute(new EraseAccountCommand({ kind: 'owner', userId: erasedId }));
    // Written after the erasure, about the erased person: stored as erased at once.
    await inquiry({
      type: 'AddInquiryNote',
      inquiryId: erasedInquiry,
      noteId: randomUUID(),
      staffId,
      text: 'Olvido pidió borrar su cuenta',
    });
    await commands.execute(new DeletePropertyCommand('casona-montanesa-comillas'));
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4e89' } })
      .jpeg()
      .toBuffer();
    await commands.execute(new UploadImageCommand(photo, 'fachada.jpg'));
  });
  afterAll(() => api.close());

  const snapshot = () => readModelSnapshot(api.app);

  it('replays the log into empty read models that equal the live ones row for row', async () => {
    const live = await snapshot();
    expect(Object.keys(live)).toEqual(
      expect.arrayContaining([
        'catalogue_properties',
        'catalogue_services',
        'catalogue_experiences',
        'engagement_inquiries',
        'engagement_inquiry_activity',
        'bookings',
        'booking_experience_places',
        'media_images',
        'engagement_properties',
        'engagement_favorites',
        'engagement_saved_searches',
        'engagement_alert_settings',
        'viewings',
        'viewing_agent_bookings',
        'sales_offers',
        'sales_deals',
        'listing_daily_activity',
        'pipeline_deals',
        'pipeline_listings',
        'pipeline_viewings',
        'pipeline_offers',
        'pipeline_stage_counts',
        'pipeline_stage_months',
        'mandates',
        'mandate_sellers',
        'seller_report_link_generations',
      ]),
    );
    expect(live.mandates).toHaveLength(1);
    // The erased client's subscription went with the account; the one who left by the link stays, unsubscribed.
    expect(live.newsletter_subscribers).toHaveLength(2);
    expect(live.newsletter_subscribers).not.toContainEqual(expect.objectContaining({ user_id: erasedId }));
    expect(live.newsletter_news).toEqual([
      expect.objectContaining({ published: false, title: expect.objectContaining({ es: 'Nueva sede' }) }),
    ]);
    expect(live.mandate_sellers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'removed', language: 'de', email: 'ignacio@example.com' }),
        expect.objectContaining({ status: 'erased', name: null, email: null, phone: null }),
      ]),
    );
    expect(live.listing_daily_activity.length).toBeGreaterThan(0);
    // The clients' deals from the inquiries, viewings and offers above, and every listing.
    expect(live.pipeline_deals.length).toBeGreaterThan(0);
    expect(live.pipeline_listings.length).toBeGreaterThan(0);
    expect(live.sales_offers).toHaveLength(6);
    expect(live.sales_deals).toHaveLength(2);
    expect(live.sales_offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ client_id: erasedId, status: 'closed', conditions: null }),
      ]),
    );
    expect(live.viewings).toHaveLength(4);
    expect(live.viewing_agent_bookings).toHaveLength(1);
    expect(live.engagement_favorites).toHaveLength(3);
    expect(live.engagement_saved_searches).toHaveLength(1);
    expect(live.engagement_properties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'casona-montanesa-comillas', status: 'deleted' }),
      ]),
    );
    // Six samples, one draft added, two deleted.
    expect(live.catalogue_properties).toHaveLength(5);
    expect(live.engagement_inquiries).toHaveLength(2);
    expect(live.engagement_inquiries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'closed', source: 'property', user_id: expect.any(String) }),
        expect.objectContaining({ user_id: erasedId, name: null, email: null, phone: null, message: null }),
      ]),
    );
    // Seven of the first inquiry; the erased client's joined, reply and note, without their texts.
    expect(live.engagement_inquiry_activity).toHaveLength(10);
    expect(
      live.engagement_inquiry_activity.filter((row) =>
        ['Gern.', 'Rückruf'].includes(String((row as { body: unknown }).body)),
      ),
    ).toHaveLength(2);
    expect(JSON.stringify(live)).not.toMatch(/olvido|699 000 111/i);
    expect(live.identity_users).not.toContainEqual(expect.objectContaining({ id: erasedId }));
    expect(
      live.engagement_inquiry_activity.filter((row) => (row as { read_at: unknown }).read_at),
    ).toHaveLength(2);
    expect(live.bookings).toHaveLength(SAMPLE_BOOKINGS.length + 7);
    expect(live.booking_experience_places).toEqual(
      expect.arrayContaining([
        // The completed booking keeps its two places; the declined and the cancelled ones were freed.
        expect.objectContaining({ experience_id: 'surf-lesson-somo', guests: 2 }),
        expect.objectContaining({ experience_id: 'private-yacht-santander-bay', guests: 6 }),
      ]),
    );
    expect(live.bookings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: SAMPLE_BOOKINGS[1].id, payment_status: 'refunded', version: 3 }),
        expect.objectContaining({ id: SAMPLE_BOOKINGS[4].id, payment_status: 'cancelled', version: 2 }),
        expect.objectContaining({
          id: erasedStay,
          guest_account_id: erasedId,
          guest_name: null,
          guest_email: null,
          version: 2,
        }),
      ]),
    );
    expect(live.media_images).toHaveLength(1);

    // The log as it looks after the cluster's transaction counter passed a power of ten (999 -> 1000), read
    // in pages small enough that one ends on a longer id while shorter ones are still ahead.
    expect(await renumberAcrossDigitBoundary(api.app.get(EntityManager).fork())).toBeGreaterThan(10);
    const { events } = await api.app.get(ProjectionRebuilder).rebuild({ batchSize: 7 });
    const projected = api.app
      .get(ProjectionRegistry)
      .inlineProjections()
      .flatMap((p) => p.eventTypes);
    const [{ n: inLog }] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ n: string }[]>(
        `select count(*) as n from events where type in (${projected.map(() => '?').join(', ')})`,
        projected,
      );
    expect(events).toBeGreaterThanOrEqual(6 + 10 + 6 + 3 + 3 + 3 + 2 + 1 + 1);
    expect(events).toBe(Number(inLog));
    expect(await snapshot()).toEqual(live);
  });

  it('rolls back and names what is missing when the replay does not see every event', async () => {
    const before = await snapshot();
    class InquiryLosingStore extends EventStore {
      override async readLog(...args: Parameters<EventStore['readLog']>) {
        return (await super.readLog(...args)).filter((event) => event.type !== 'InquirySent');
      }
    }
    const rebuilder = new ProjectionRebuilder(
      api.app.get(MikroORM),
      new InquiryLosingStore(api.app.get(EventSchemas), api.app.get(PersonalData)),
      api.app.get(ProjectionRegistry),
    );
    const failure = rebuilder.rebuild();
    await expect(failure).rejects.toThrow(RebuildIncompleteError);
    await expect(failure).rejects.toThrow('InquirySent: replayed 0 of 2');
    expect(await snapshot()).toEqual(before);
  });

  it('shows the rebuilt state through the API', async () => {
    const villa = await api.http().get('/api/properties/villa-sardinero-santander').expect(200);
    expect(villa.body).toMatchObject({ status: 'reserved', version: 3, price: { saleEur: 2_690_000 } });
    const list = await api.http().get('/api/properties').expect(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toContain(
      'apartamento-centro-historico-santander',
    );
  });
});
