// Moves everything from the embedded database (PGlite, DATA_DIR) into an empty
// PostgreSQL database (DATABASE_URL): for someone who started small and now
// runs several processes (docs/operations.md, "Starting small"). The target
// gets the schema from the app's own migrations; then every table's rows are
// copied as text (each value through its type's own input, so enums, ranges,
// arrays and JSON arrive as they left), parents before children, with the
// derived-data triggers off (their results are copied too), and the identity
// sequences set past the highest id. One transaction: all or nothing.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

type Rows = { rows: Record<string, unknown>[] };
type Query = (text: string, params?: unknown[]) => Promise<Rows>;

// Rows per INSERT, kept well under PostgreSQL's 65,535 parameters.
const MAX_PARAMETERS = 30_000;

export class MoveError extends Error {}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesParentsFirst(source: Query): Promise<string[]> {
  const { rows: tables } = await source(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: links } = await source(
    `select cl.relname as child, pl.relname as parent from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [String(t.name), new Set<string>()]));
  for (const link of links) if (link.child !== link.parent) parents.get(String(link.child))?.add(String(link.parent));
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of parents.keys()) visit(table, new Set());
  return ordered;
}

async function columnsOf(query: Query, table: string): Promise<{ copied: string[]; identity: string[] }> {
  const { rows } = await query(
    `select attname as name, attidentity as identity, attgenerated as generated from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
    [`public.${quote(table)}`],
  );
  return {
    copied: rows.filter((r) => r.generated === '').map((r) => String(r.name)),
    identity: rows.filter((r) => r.identity === 'a' || r.identity === 'd').map((r) => String(r.name)),
  };
}

export type MoveReport = Record<string, number>;

export async function moveToPostgres(source: PGlite, target: pg.PoolClient): Promise<MoveReport> {
  const from: Query = (text, params) => source.query(text, params) as Promise<Rows>;
  const to: Query = (text, params) => target.query(text, params as unknown[]) as unknown as Promise<Rows>;
  const { rows: users } = await to('select count(*)::int as n from users');
  if (Number(users[0]?.n) > 0) throw new MoveError('The PostgreSQL database already has users: move into an empty database only.');
  const tables = await tablesParentsFirst(from);
  const report: MoveReport = {};
  await to('begin');
  try {
    for (const table of tables) await to(`alter table ${quote(table)} disable trigger user`);
    // What the migrations put in (e.g. the specializations) comes from the source instead.
    for (const table of [...tables].reverse()) await to(`delete from ${quote(table)}`);
    for (const table of tables) {
      const { copied, identity } = await columnsOf(from, table);
      const list = copied.map(quote).join(', ');
      // Ordered by the first column (the id) itself, not its text: a row that names an earlier one comes after it.
      const { rows } = await from(
        `select ${copied.map((c) => `${quote(c)}::text as ${quote(c)}`).join(', ')} from ${quote(table)} order by ${quote(table)}.${quote(copied[0] ?? '')}`,
      );
      const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / copied.length));
      for (let start = 0; start < rows.length; start += perInsert) {
        const batch = rows.slice(start, start + perInsert);
        const values = batch.map((_, r) => `(${copied.map((_, c) => `$${r * copied.length + c + 1}`).join(', ')})`).join(', ');
        const params = batch.flatMap((row) => copied.map((c) => row[c] ?? null));
        await to(`insert into ${quote(table)} (${list}) overriding system value values ${values}`, params);
      }
      for (const column of identity) {
        await to(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
          [`public.${quote(table)}`, column],
        );
      }
      report[table] = rows.length;
    }
    for (const table of tables) await to(`alter table ${quote(table)} enable trigger user`);
    await to('commit');
  } catch (error) {
    await to('rollback');
    throw error;
  }
  return report;
}
