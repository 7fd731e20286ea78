import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import type { Language } from '../../../platform/i18n/languages';
import { ChangeMandateCommand } from '../commands/change-mandate/change-mandate.command';
import { addDays, madridDate } from '../../../platform/time/madrid-calendar';
import type { MandateTerms } from '../domain/mandate.events';
import { GetPropertyMandateQuery } from '../queries/get-property-mandate/get-property-mandate.query';

interface SampleMandate {
  propertyId: string;
  /** The terms, dated from the day of the seed: `startsDaysAgo` and `endsInDays`. */
  terms: Omit<MandateTerms, 'startsOn' | 'endsOn'> & { startsDaysAgo: number; endsInDays: number };
  sellers: { id: string; name: string; email: string; phone: string; language: Language }[];
}

/** Fictional sellers; the villa's mandate ends within 30 days, so the dashboard shows its notice. */
const SAMPLE_MANDATES: SampleMandate[] = [
  {
    propertyId: 'villa-sardinero-santander',
    terms: {
      exclusive: true,
      commissionPercent: 3,
      askingPriceEur: 2_850_000,
      startsDaysAgo: 160,
      endsInDays: 18,
    },
    sellers: [
      {
        id: '5e11e400-5eed-4000-8000-000000000001',
        name: 'Ignacio Gómez de la Serna',
        email: 'ignacio.gomez@example.com',
        phone: '+34 612 480 215',
        language: 'es',
      },
      {
        id: '5e11e400-5eed-4000-8000-000000000002',
        name: 'Beatriz Gómez de la Serna',
        email: 'beatriz.gomez@example.com',
        phone: '+34 623 517 904',
        language: 'es',
      },
    ],
  },
  {
    propertyId: 'casona-montanesa-comillas',
    terms: {
      exclusive: false,
      commissionPercent: 4.5,
      askingPriceEur: 1_250_000,
      startsDaysAgo: 45,
      endsInDays: 135,
    },
    sellers: [
      {
        id: '5e11e400-5eed-4000-8000-000000000003',
        name: 'Hannelore Brandt',
        email: 'hannelore.brandt@example.com',
        phone: '+49 171 2345678',
        language: 'de',
      },
    ],
  },
  {
    propertyId: 'atico-puerto-castro-urdiales',
    terms: {
      exclusive: true,
      commissionPercent: 3.75,
      askingPriceEur: 695_000,
      startsDaysAgo: 20,
      endsInDays: 345,
    },
    sellers: [
      {
        id: '5e11e400-5eed-4000-8000-000000000004',
        name: 'Oliver Hastings',
        email: 'oliver.hastings@example.com',
        phone: '+44 7700 900123',
        language: 'en',
      },
    ],
  },
];

/** Adds the seller unless the seed did before. */
async function addSellerOnce(
  commands: CommandBus,
  propertyId: string,
  { id, ...details }: SampleMandate['sellers'][number],
): Promise<void> {
  try {
    await commands.execute(
      new ChangeMandateCommand({ type: 'AddSeller', propertyId, sellerId: id, details }),
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'seller_exists')) throw error;
  }
}

/**
 * Mandates and sellers of three sample properties, through the ordinary command path. A mandate is recorded
 * only where none is, so a later seed never moves the dates of one recorded before.
 */
export async function seedMandates(commands: CommandBus, queries: QueryBus, now: Date): Promise<void> {
  const today = madridDate(now);
  for (const sample of SAMPLE_MANDATES) {
    const { startsDaysAgo, endsInDays, ...terms } = sample.terms;
    if (!(await queries.execute(new GetPropertyMandateQuery(sample.propertyId)))) {
      await commands.execute(
        new ChangeMandateCommand({
          type: 'RecordMandate',
          propertyId: sample.propertyId,
          terms: { ...terms, startsOn: addDays(today, -startsDaysAgo), endsOn: addDays(today, endsInDays) },
        }),
      );
    }
    for (const seller of sample.sellers) await addSellerOnce(commands, sample.propertyId, seller);
  }
}
