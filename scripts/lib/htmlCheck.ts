// Runs the W3C's Nu HTML Checker (vnu.jar, from the vnu-jar package) over built
// HTML and turns its JSON report into lines a person reads (issue 32).
import {spawnSync} from 'node:child_process';
import {relative} from 'node:path';

/** One message of vnu's `--format json` report. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

export interface HtmlCheckReport {
  /** "file:line:column: message", one per error, in the checker's order. */
  errors: string[];
  /** "count × message (first file)", one per distinct warning. */
  warnings: string[];
  /** Informational notes (not warnings), counted only. */
  infoCount: number;
}

function place(message: NuMessage, root: string): string {
  const file = message.url ? relative(root, decodeURIComponent(message.url.replace(/^file:/, ''))) : '(no file)';
  return message.lastLine === undefined ? file : `${file}:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}`;
}

export function summarise(messages: NuMessage[], root: string): HtmlCheckReport {
  const errors: string[] = [];
  const warnings = new Map<string, {count: number; first: string}>();
  let infoCount = 0;
  for (const message of messages) {
    if (message.type === 'info' && message.subType === 'warning') {
      const seen = warnings.get(message.message);
      if (seen) seen.count += 1;
      else warnings.set(message.message, {count: 1, first: place(message, root)});
    } else if (message.type === 'info') {
      infoCount += 1;
    } else {
      errors.push(`${place(message, root)}: ${message.message}`);
    }
  }
  return {
    errors,
    warnings: [...warnings].map(([text, {count, first}]) => `${count} × ${text} (first: ${first})`),
    infoCount,
  };
}

/** The checker's report on every .html file under dir; throws when Java or the checker cannot run. */
export function checkHtml(dir: string): NuMessage[] {
  const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const run = spawnSync('java', ['-jar', vnuJar, '--skip-non-html', '--format', 'json', '--stdout', dir], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(
      `Cannot run java (${run.error.message}): the HTML check needs Java 11 or later (Debian: apt-get install default-jre-headless)`,
    );
  }
  try {
    return (JSON.parse(run.stdout) as {messages: NuMessage[]}).messages;
  } catch {
    throw new Error(`The Nu HTML Checker gave no report (exit ${run.status ?? run.signal}):\n${run.stderr}`);
  }
}
