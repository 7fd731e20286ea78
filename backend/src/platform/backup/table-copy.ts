import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** A quoted SQL identifier. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const columnList = (columns: readonly string[]): string => columns.map(ident).join(', ');

/** Streams a table's rows, `COPY ... TO STDOUT` in PostgreSQL's text format, into a gzip'd file. */
export async function copyTableOut(
  client: Client,
  table: string,
  columns: readonly string[],
  file: string,
): Promise<number> {
  const rows = client.query(copyTo(`COPY ${ident(table)} (${columnList(columns)}) TO STDOUT`));
  await pipeline(rows, createGzip(), createWriteStream(file, { flags: 'wx' }));
  return rows.rowCount;
}

/** Loads a file written by copyTableOut into a table, `COPY ... FROM STDIN`; returns the rows loaded. */
export async function copyTableIn(
  client: Client,
  table: string,
  columns: readonly string[],
  file: string,
): Promise<number> {
  const load = client.query(copyFrom(`COPY ${ident(table)} (${columnList(columns)}) FROM STDIN`));
  await pipeline(createReadStream(file), createGunzip(), load);
  return load.rowCount;
}
