/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * The property brochure (`npm run bench:brochure`): in a database of its own with the sample catalogue and
 * the cost rates, every sample listing's brochure in the five languages downloaded twice as the route does
 * it (listing and rates read through the query bus, then the cache): the first download renders the PDF
 * (cover photo, fonts, QR code) and stores it, the second reads it back. Prints the median and the slowest
 * of each and the sizes. BENCH_BROCHURE_DIR=<folder> also writes the PDFs there to look at.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { createApplicationContext } from '../bootstrap/application-context';
import { migrate } from '../bootstrap/migrate';
import { Brochures } from '../modules/brochures/get-brochure/brochures';
import { seedCatalogue } from '../modules/catalogue/seed/seed-catalogue';
import { SAMPLE_PROPERTIES } from '../modules/catalogue/seed/sample-properties';
import { seedPurchaseCostRates } from '../modules/purchase-costs/seed/seed-purchase-cost-rates';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { LANGUAGES } from '../platform/i18n/languages';
import { benchDatabase } from './bench-database';

const ms = (since: number) => performance.now() - since;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const format = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const { databaseUrl, runId } = benchDatabase('brochures');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `costa-bench-brochures-${runId}`,
    LOG_LEVEL: 'warn',
  });
  await migrate(config);
  const context = await createApplicationContext(config, 'bench');
  const out = process.env.BENCH_BROCHURE_DIR;
  try {
    await seedCatalogue(context.get(CommandBus));
    await seedPurchaseCostRates(context.get(CommandBus));
    const brochures = context.get(Brochures);
    // One render first, so the fonts' parsing and the code's warm-up are not counted as a listing's.
    await brochures.get(SAMPLE_PROPERTIES[0].id, 'es');
    const cold: number[] = [];
    const cached: number[] = [];
    const sizes: number[] = [];
    for (const sample of SAMPLE_PROPERTIES) {
      for (const language of LANGUAGES) {
        if (sample === SAMPLE_PROPERTIES[0] && language === 'es') continue;
        let started = performance.now();
        const first = await brochures.get(sample.id, language);
        cold.push(ms(started));
        started = performance.now();
        await brochures.get(sample.id, language);
        cached.push(ms(started));
        sizes.push(first.pdf?.length ?? 0);
        if (out && first.pdf) {
          await mkdir(out, { recursive: true });
          await writeFile(path.join(out, first.filename), first.pdf);
        }
      }
    }
    console.log(`Brochures: ${cold.length} PDFs (${SAMPLE_PROPERTIES.length} listings × 5 languages)`);
    console.log(
      `  rendered and stored (cold): median ${format(median(cold))}, slowest ${format(Math.max(...cold))}`,
    );
    console.log(
      `  from the cache:             median ${format(median(cached))}, slowest ${format(Math.max(...cached))}`,
    );
    console.log(
      `  size: median ${Math.round(median(sizes) / 1024)} KB, largest ${Math.round(Math.max(...sizes) / 1024)} KB`,
    );
  } finally {
    await context.close();
    await dropDatabase(config.databaseUrl);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
