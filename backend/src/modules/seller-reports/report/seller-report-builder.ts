import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Language } from '../../../platform/i18n/languages';
import { AdminGetPropertyQuery } from '../../catalogue';
import { GetListingFiguresQuery } from '../../listing-statistics';
import { ListPropertyOffersQuery } from '../../sales';
import { ListViewingFeedbackQuery } from '../../viewings';
import { previousWeek, type ReportWeek } from '../domain/report-week';
import { REPORT_FIGURES, type SellerReportDto, type Trend } from './seller-report.dto';

const trendOf = (value: number, previous: number): Trend =>
  value > previous ? 'up' : value < previous ? 'down' : 'same';

/** Builds a property's weekly report by asking the modules that own each figure, through their doors. */
@Injectable()
export class SellerReportBuilder {
  constructor(private readonly queries: QueryBus) {}

  async build(propertyId: string, week: ReportWeek, language: Language): Promise<SellerReportDto> {
    const before = previousWeek(week);
    const [property, figures, previous, viewings, offers] = await Promise.all([
      this.queries.execute(new AdminGetPropertyQuery(propertyId)),
      this.queries.execute(new GetListingFiguresQuery(propertyId, week.monday, week.sunday)),
      this.queries.execute(new GetListingFiguresQuery(propertyId, before.monday, before.sunday)),
      this.queries.execute(new ListViewingFeedbackQuery(propertyId, week.start, week.end)),
      this.queries.execute(new ListPropertyOffersQuery(propertyId, week.start, week.end)),
    ]);
    return {
      language,
      property: { id: property.id, title: property.title, reference: property.reference },
      week: { isoWeek: week.isoWeek, from: week.monday, to: week.sunday },
      figures: REPORT_FIGURES.map((figure) => ({
        figure,
        value: figures[figure],
        previous: previous[figure],
        trend: trendOf(figures[figure], previous[figure]),
      })),
      viewings,
      offers,
    };
  }
}
