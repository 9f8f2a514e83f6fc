import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** The port the e2e suite serves the site on, unless E2E_BASE_URL points elsewhere. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${e2ePort}`;

/**
 * Submissions made by the tests go to a throw-away data folder, one per port so
 * parallel runs on other ports never share it. Unknown when the suite runs
 * against a server someone else started (E2E_BASE_URL).
 */
export const e2eDataDir = process.env.E2E_BASE_URL ? undefined : join(tmpdir(), `trendsoft-e2e-data-${e2ePort}`);
