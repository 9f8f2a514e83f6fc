import {createServer as createHttpServer, type Server} from 'node:http';
import {collectDefaultMetrics, Counter, Gauge, Registry} from 'prom-client';
import type {OutboxRepository, OutboxState} from './storage/outbox';
import type {SubmittedForm} from './submissions';
import type {RefusalReason, StorageState, UploadBudget} from './uploadBudget';

/** The limits a metrics request shares with the public port (ServerConfig's). */
export interface MetricsTimeouts {
  formTimeoutMs: number;
  idleTimeoutMs: number;
}

/**
 * What operators watch (issue 42): a lead that is stored but never reaches a
 * person is lost to the company as surely as a lost row, and `/api/health`
 * (liveness and readiness) cannot say so. Prometheus reads these from a port
 * of their own (`METRICS_PORT`), never the public one.
 *
 * Counters are this instance's since it started (Prometheus adds instances up);
 * the outbox gauges are read from the store at each scrape, so every instance
 * reports the same shared outbox.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly submissions = new Counter({
    name: 'trendsoft_submissions_total',
    help: 'Submissions stored by this instance, by form.',
    labelNames: ['form'] as const,
    registers: [this.registry],
  });
  private readonly sendFailures = new Counter({
    name: 'trendsoft_outbox_send_failures_total',
    help: 'Notification sends that failed on this instance (each is retried, or given up).',
    registers: [this.registry],
  });
  private readonly givenUp = new Counter({
    name: 'trendsoft_outbox_given_up_total',
    help: 'Notifications this instance gave up: a permanent SMTP refusal or OUTBOX_MAX_ATTEMPTS failures.',
    registers: [this.registry],
  });

  private readonly uploadRefusals = new Counter({
    name: 'trendsoft_upload_refusals_total',
    help: 'Uploads this instance refused: a client past its budget (429), or storage full (507).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor(outbox: OutboxRepository, budget?: UploadBudget) {
    collectDefaultMetrics({register: this.registry});
    // Which Node runs here tells a scanner which holes to try; no alert needs it (issue 65).
    this.registry.removeSingleMetric('nodejs_version_info');
    // The outbox's state, read when Prometheus asks. A store that does not answer
    // fails the scrape (500), which Prometheus records as the target down.
    const outboxGauge = (name: string, help: string, value: (state: OutboxState) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(value(await outbox.outboxState()));
        },
      });
    outboxGauge(
      'trendsoft_outbox_pending',
      'Notifications queued and not yet sent (due now or waiting for a retry).',
      (state) => state.pending,
    );
    outboxGauge(
      'trendsoft_outbox_oldest_unsent_age_seconds',
      'How long the oldest unsent notification has waited; 0 when none waits.',
      ({oldestPendingAt}) => (oldestPendingAt ? Math.max(0, (Date.now() - Date.parse(oldestPendingAt)) / 1000) : 0),
    );
    if (budget) {
      const storageGauge = (name: string, help: string, value: (state: StorageState) => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          async collect() {
            this.set(value(await budget.state()));
          },
        });
      storageGauge(
        'trendsoft_upload_stored_bytes',
        'Bytes of uploaded files stored under DATA_DIR (resumes and quote documents).',
        (state) => state.storedBytes,
      );
      storageGauge('trendsoft_disk_free_bytes', "Free bytes on DATA_DIR's disk, for the server's user.", (state) => state.freeBytes);
    }
    outboxGauge(
      'trendsoft_outbox_failed',
      'Notifications given up and kept with status failed: leads nobody was told of.',
      (state) => state.failed,
    );
  }

  uploadRefused(reason: RefusalReason): void {
    this.uploadRefusals.inc({reason});
  }

  submissionStored(form: SubmittedForm): void {
    this.submissions.inc({form});
  }

  sendFailed(): void {
    this.sendFailures.inc();
  }

  notificationGivenUp(): void {
    this.givenUp.inc();
  }

  /** Serves `GET /metrics` on its own port and address; anything else is 404. */
  async listen(port: number, host: string, timeouts: MetricsTimeouts): Promise<Server> {
    // The public port's limits (issue 65: this one kept Node's defaults): a scrape has no
    // body, so the whole request has FORM_TIMEOUT_MS, and a silent connection IDLE_TIMEOUT_MS.
    const options = {
      requestTimeout: timeouts.formTimeoutMs,
      headersTimeout: timeouts.formTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.floor(timeouts.formTimeoutMs / 4)),
    };
    const server = createHttpServer(options, (request, response) => {
      if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://metrics').pathname !== '/metrics') {
        response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found\n');
        return;
      }
      this.registry.metrics().then(
        (text) => response.writeHead(200, {'content-type': this.registry.contentType}).end(text),
        () => response.writeHead(500, {'content-type': 'text/plain; charset=utf-8'}).end('The metrics could not be read\n'),
      );
    });
    server.setTimeout(timeouts.idleTimeoutMs);
    server.keepAliveTimeout = Math.min(server.keepAliveTimeout, timeouts.idleTimeoutMs);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return server;
  }
}
