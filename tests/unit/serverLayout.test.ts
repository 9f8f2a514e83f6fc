import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import storeFreeServerSuites from '../server/storeFreeSuites.json';

// Issue 42: the forms server's own layout. The server is deployable without the
// site's tooling, and each SQL statement lives with the stores, written once.

const serverDir = join(__dirname, '..', '..', 'server');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? sourcesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const sources = sourcesUnder(serverDir).map((file) => ({file: relative(serverDir, file), text: readFileSync(file, 'utf8')}));

test('no module of the server imports the tooling in scripts/ (the build belongs to npm start, scripts/start.ts)', () => {
  const importers = sources.filter(({text}) => /from '(\.\.\/)+scripts\//.test(text)).map(({file}) => file);
  expect(importers).toEqual([]);
});

test('SQL is written only in server/storage', () => {
  const writers = sources
    .filter(({file}) => !file.startsWith('storage/'))
    .filter(({text}) => /\b(SELECT .+ FROM|INSERT INTO|DELETE FROM|UPDATE [a-z_]+ SET)\b/.test(text))
    .map(({file}) => file);
  expect(writers).toEqual([]);
});

test('every Fastify plugin of the server is wrapped with fastify-plugin and named', () => {
  const plugins = sources.filter(({file}) => file.startsWith('plugins/'));
  expect(plugins.length).toBeGreaterThanOrEqual(5);
  for (const {file, text} of plugins) {
    expect({file, wrapped: /fastifyPlugin(<[^>]*>)?\(/.test(text), named: /name: 'trendsoft-[a-z-]+'/.test(text)}).toEqual({
      file,
      wrapped: true,
      named: true,
    });
  }
});

/**
 * The statements a dialect's sources spell out, normalised: placeholders as
 * `?`, spaces as one, `"quoted"` aliases unquoted. Each dialect's migrations
 * are its own history, in .sql files, so they are not read here.
 */
function statementsOf(files: readonly string[]): Set<string> {
  const literals = files.flatMap((file) =>
    [...readFileSync(join(serverDir, file), 'utf8').matchAll(/`([^`]*)`|'([^'\n]*)'/g)].map((match) => match[1] ?? match[2] ?? ''),
  );
  return new Set(
    literals
      .filter((literal) => /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE [a-z_]+ SET)\b/.test(literal))
      .map((literal) =>
        literal
          .replace(/\$\{[^}]*\}/g, '…')
          .replace(/\$\d+|@[a-z_]+/g, '?')
          .replace(/"(\w+)"/g, '$1')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
  );
}

/** Every source of one dialect in server/storage: its connection and each concern's dialect file (D107). */
function dialectSources(dialect: 'sqlite' | 'postgres'): string[] {
  return sources.map(({file}) => file).filter((file) => file.startsWith('storage/') && file.endsWith(`${dialect}.ts`));
}

test("no statement is written in both stores: what they share is in each concern's index.ts", () => {
  const sqliteFiles = dialectSources('sqlite');
  const postgresFiles = dialectSources('postgres');
  // The connection and the seven concerns (submissions, newsletter, outbox, privacy, health, uploadBudget, export).
  expect(sqliteFiles).toHaveLength(8);
  expect(postgresFiles).toHaveLength(8);
  const sqlite = statementsOf(sqliteFiles);
  const postgres = statementsOf(postgresFiles);
  expect(sqlite.size).toBeGreaterThan(0);
  expect(postgres.size).toBeGreaterThan(0);
  expect([...sqlite].filter((statement) => postgres.has(statement))).toEqual([]);
});

test('the server suites the PostgreSQL pass leaves out open no store (D124): they test the same code in both passes', () => {
  const serverTestsDir = join(__dirname, '..', 'server');
  for (const suite of storeFreeServerSuites) {
    const text = readFileSync(join(serverTestsDir, `${suite}.test.ts`), 'utf8');
    const opensAStore =
      /\b(startServer|spawnServer|runScript|testStore|testDatabaseUrl|queryStore|openStore|createServer)\b|server\/(app|storage)/.test(
        text,
      );
    expect({suite, opensAStore}).toEqual({suite, opensAStore: false});
  }
});
