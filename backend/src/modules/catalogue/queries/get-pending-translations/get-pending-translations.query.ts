import { Query } from '@nestjs/cqrs';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import type { PendingTranslation } from '../../domain/translations';

/**
 * The translations a catalogue entry still needs (missing languages, machine texts of an older Spanish),
 * for the translation worker; none when the entry no longer exists.
 */
export class GetPendingTranslationsQuery extends Query<PendingTranslation[]> {
  constructor(
    readonly kind: CatalogueKind,
    readonly id: string,
  ) {
    super();
  }
}
