import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Every text, varchar and json column of every table of the database that holds `needle` (ILIKE), as
 * `table.column`: where a person's clear data still sits.
 */
export async function clearTextHits(em: () => EntityManager, needle: string): Promise<string[]> {
  const columns = await em().execute<{ table_name: string; column_name: string }[]>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      order by 1, 2`,
  );
  if (columns.length <= 50) throw new Error(`only ${columns.length} text columns: is the schema there?`);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [{ n }] = await em().execute<{ n: string }[]>(
      `select count(*) as n from "${table}" where "${column}"::text ilike ?`,
      [`%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`],
    );
    if (Number(n) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}
