/**
 * `npm run preview [-- --locale hi] [--port 3000]`: what a writer previews is what ships
 * (issue 66, D125). The production build of one locale, served by the forms server itself (so the
 * islands run as shipped and the forms answer), rebuilt when a source changes, and reloaded in
 * the browser once the new build is served.
 *
 * `npm run dev` runs Docusaurus's client app, which renders every component in the browser and
 * runs none of the islands (D55): a tab block there does not switch, and a component that only
 * works as a React component would work there and do nothing as shipped. This preview cannot
 * differ from the build, because it is the build.
 *
 * Each build goes to a folder of its own under `.preview/<locale>/`; the page a writer reads is
 * served from the last complete one until the next is ready, and the forms' data is kept in
 * `.preview/data` (SQLite; mail waits in its outbox, SMTP is never used).
 */
import './lib/requireNode';
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, watch, type FSWatcher} from 'node:fs';
import type {ServerResponse} from 'node:http';
import {join, relative} from 'node:path';
import type {Readable} from 'node:stream';
import type {FastifyInstance} from 'fastify';
import {compileInlineScript} from '../plugins/islands';
import {createServer} from '../server/app';
import {loadConfig} from '../server/config';
import {defaultLocale, localePrefixes} from '../src/data/locales';
import {buildSources} from './build';
import {previewLocale} from './dev';
import {cliOption} from './lib/cliOption';
import {previewEventsPath, previewReloadScriptPath} from './lib/previewPaths';

const projectDir = join(__dirname, '..');
const previewDir = join(projectDir, '.preview');
/** The locale a preview builds, read as `npm run dev` reads it (`--locale hi`, `-l hi`, `--locale=hi`). */
function builtLocale(args: readonly string[]): string {
  const locale = previewLocale(args);
  const known = [defaultLocale, ...localePrefixes.map((prefix) => prefix.slice(1))];
  if (!known.includes(locale)) throw new Error(`--locale must be one of ${known.join(', ')}`);
  return locale;
}

/** The page with the preview's reload script before `</head>`. */
function withReloadScript(html: string): string {
  return html.replace('</head>', `<script src="${previewReloadScriptPath}" defer></script></head>`);
}

/** What Docusaurus prints once a locale's files, its plugins' postBuild included, are all written. */
const builtMessage = '[SUCCESS] Generated static files';

/**
 * Runs `docusaurus build` of one locale into `outDir`, as `npm run build` does (the islands plugin
 * deletes the client app's scripts as part of it). `written` resolves whether the build's files
 * are all there: as soon as Docusaurus says so, since the process then spends about 0.8 s more
 * before it exits (D129), or at its exit; `exited` once it has exited.
 */
function buildOnce(locale: string, outDir: string): {written: Promise<boolean>; exited: Promise<void>} {
  const docusaurus = join(projectDir, 'node_modules', '.bin', 'docusaurus');
  const child = spawn(docusaurus, ['build', '--locale', locale, '--out-dir', outDir], {
    cwd: projectDir,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const written = new Promise<boolean>((resolve) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      // The message may arrive split over two chunks: the end of the last one is kept.
      const recent = printed + chunk.toString('utf8');
      if (recent.includes(builtMessage)) resolve(true);
      printed = recent.slice(-builtMessage.length);
    });
    void exited.then((code) => resolve(code === 0));
  });
  return {written, exited: exited.then(() => undefined)};
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The forms server on `buildDir`, with the preview's two additions, through Fastify's own hooks
 * and routes: the reload script on every page, and the stream of build events it listens to.
 */
async function startPreviewServer(buildDir: string, buildName: string, port: number, host: string, reloadScript: string) {
  const config = {
    ...loadConfig({...process.env, PORT: String(port), HOST: host, BUILD_DIR: buildDir, DATA_DIR: join(previewDir, 'data')}),
    smtpUrl: undefined,
  };
  mkdirSync(config.dataDir, {recursive: true});
  const {app} = await createServer(config);
  const listeners = new Set<ServerResponse>();
  app.get(previewReloadScriptPath, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(reloadScript),
  );
  app.get(previewEventsPath, (request, reply) => {
    reply.hijack();
    const response = reply.raw;
    // retry: how soon the browser reconnects once this server closes for the next build.
    response.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-store'});
    response.write(`retry: 300\nevent: build\ndata: ${buildName}\n\n`);
    listeners.add(response);
    // A comment every 15 s keeps the stream from the server's idle timeout.
    const keepAlive = setInterval(() => response.write(': still here\n\n'), 15_000);
    request.raw.once('close', () => {
      clearInterval(keepAlive);
      listeners.delete(response);
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.builtPage || !String(reply.getHeader('content-type') ?? '').startsWith('text/html') || reply.statusCode === 304)
      return payload;
    const html =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : await readAll(payload as Readable);
    // The page sent is no longer the file's bytes.
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    // A page is built anew each time: no browser may keep one.
    reply.header('cache-control', 'no-store');
    return withReloadScript(html);
  });
  // The streams are never idle, so the server would wait for them when it closes.
  app.addHook('preClose', async () => {
    for (const response of listeners) response.end();
  });
  await app.listen({port, host});
  const tell = (event: string, data: string) => {
    for (const response of listeners) response.write(`event: ${event}\ndata: ${data.replace(/\n/g, ' ')}\n\n`);
  };
  return {app, tell};
}

async function main(): Promise<void> {
  const locale = builtLocale(process.argv.slice(2));
  const port = Number(cliOption('port') ?? 3000);
  const host = cliOption('host') ?? '127.0.0.1';
  const reloadScript = compileInlineScript(join(__dirname, 'lib', 'previewReload.ts'));
  const localeDir = join(previewDir, locale);
  // What an earlier preview left.
  rmSync(localeDir, {recursive: true, force: true});
  mkdirSync(localeDir, {recursive: true});

  let buildCount = 0;
  let served: {app: FastifyInstance; tell: (event: string, data: string) => void; dir: string} | undefined;
  let building = false;
  let changedWhileBuilding: string | undefined;

  const rebuild = async (reason: string): Promise<void> => {
    if (building) {
      changedWhileBuilding = reason;
      return;
    }
    building = true;
    const started = Date.now();
    buildCount += 1;
    const outDir = join(localeDir, String(buildCount));
    console.log(`\nnpm run preview: building ${locale} (${reason})`);
    const build = buildOnce(locale, outDir);
    const built = await build.written;
    if (built) {
      const previous = served;
      await previous?.app.close();
      const server = await startPreviewServer(outDir, `${buildCount}-${started}`, port, host, reloadScript);
      served = {...server, dir: outDir};
      if (previous) rmSync(previous.dir, {recursive: true, force: true});
      const prefix = locale === defaultLocale ? '/' : `/${locale}/`;
      console.log(
        `npm run preview: built in ${((Date.now() - started) / 1000).toFixed(1)} s; serving http://${host}:${port}${prefix} (pages reload when the next build is served)`,
      );
    } else {
      rmSync(outDir, {recursive: true, force: true});
      served?.tell('failed', 'The messages are in the terminal that runs npm run preview.');
      console.error(`npm run preview: the build failed; still serving the last one built. Fix the source and save again.`);
      if (!served) console.error('npm run preview: nothing was built yet; waiting for a change.');
    }
    // The next build waits for this one's process, which still writes the bundler's cache.
    await build.exited;
    building = false;
    if (changedWhileBuilding) {
      const next = changedWhileBuilding;
      changedWhileBuilding = undefined;
      await rebuild(next);
    }
  };

  const watchers: FSWatcher[] = [];
  let pending: NodeJS.Timeout | undefined;
  for (const source of buildSources) {
    const path = join(projectDir, source);
    if (!existsSync(path)) continue;
    watchers.push(
      watch(path, {recursive: true}, (_event, file) => {
        // Editors save through temporary files; wait until they are done.
        clearTimeout(pending);
        const changed = file ? relative(projectDir, join(path, file.toString())) : source;
        pending = setTimeout(() => void rebuild(`${changed} changed`), 200);
      }),
    );
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const watcher of watchers) watcher.close();
      void (served?.app.close() ?? Promise.resolve()).then(() => process.exit(0));
    });
  }
  await rebuild('first build');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
