// query.mjs runs SQL queries with DuckDB for TestDuckDBQueries: it reads
// a JSON array of queries on standard input, runs each in the directory
// given (where the tables are) and writes a JSON array of their rows.
import { DuckDBInstance } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';

process.chdir(process.argv[2]);
const queries = JSON.parse(readFileSync(0, 'utf8'));
const db = await DuckDBInstance.create(':memory:');
const con = await db.connect();
const out = [];
for (const q of queries) {
  const r = await con.runAndReadAll(q);
  out.push(r.getRowObjectsJson());
}
process.stdout.write(JSON.stringify(out));
