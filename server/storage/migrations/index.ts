import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * Each dialect's schema history, one file per version in ./sqlite and ./postgres
 * (`007-privacy-requests.sql`): the number is the version the file brings the
 * schema to. A file is never edited once released: a database created by an
 * earlier server has run it and is only given the files after its version.
 */
export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  version: number;
  /** The file's name, for an error that names the step that failed. */
  file: string;
  sql: string;
}

const migrationFile = /^(\d{3})-[a-z0-9-]+\.sql$/;
const loaded = new Map<Dialect, readonly Migration[]>();

/** The dialect's migrations in order, read once; the versions must run 1, 2, 3, … with none missing. */
export function migrationsOf(dialect: Dialect): readonly Migration[] {
  const known = loaded.get(dialect);
  if (known) return known;
  const folder = join(__dirname, dialect);
  const migrations = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file, index) => {
      const version = Number(migrationFile.exec(file)?.[1]);
      if (version !== index + 1) throw new Error(`${join(folder, file)}: expected migration ${String(index + 1).padStart(3, '0')}-….sql`);
      return {version, file, sql: readFileSync(join(folder, file), 'utf8')};
    });
  loaded.set(dialect, migrations);
  return migrations;
}
