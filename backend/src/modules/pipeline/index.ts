// What other modules may use of the pipeline; everything else is its own.

// Queries and their answers
export { GetPipelineBoardQuery } from './queries/get-pipeline-board/get-pipeline-board.query';
export { PipelineBoardDto } from './queries/get-pipeline-board/pipeline-board.dto';
export { GetSalesReportQuery } from './queries/get-sales-report/get-sales-report.query';
export { SalesReportDto } from './queries/get-sales-report/sales-report.dto';
