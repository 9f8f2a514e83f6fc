import {SMTPServer} from 'smtp-server';

// A mail server on loopback that keeps what it receives, for the server tests
// and bench:durability: it stands in for the SMTP server the outbox sends to.

/** One message as the sink received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 that keeps what it receives, or refuses every
 * message with `refuseWith` (e.g. 550). `acceptDelayMs` holds each answer to
 * a message that long after keeping it, as a slow server would: a sender
 * killed meanwhile has sent a message it never saw accepted.
 */
export async function startSmtpSink(port = 0, refuseWith?: number, acceptDelayMs = 0): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of each connecting client: it adds tens of milliseconds to every message.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseWith) callback(Object.assign(new Error('Mailbox unavailable'), {responseCode: refuseWith}));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
        });
        if (acceptDelayMs > 0) setTimeout(() => callback(), acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
