import {fixtureBuild, postJson, tempDir, validEnquiry, waitFor} from './helpers';
import {spawnServer} from './process';

// Each test starts a server process of its own, with a build: more than jest's 5 s on a busy host.
jest.setTimeout(30_000);

// The privacy policy promises that visitors' IP addresses serve only the rate
// limit and are not kept: the server's request log must not record them.
it('logs requests by method and URL, without the client address', async () => {
  const server = await spawnServer({DATA_DIR: tempDir('logging'), BUILD_DIR: await fixtureBuild(), LOG_LEVEL: 'info'});
  try {
    const response = await postJson(`${server.url}/api/googleSheet-contact-form`, validEnquiry);
    expect(response.status).toBe(200);
    await fetch(`${server.url}/About`);
    const requestLines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"incoming request"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(requestLines.join('\n')).toContain('"url":"/api/googleSheet-contact-form"');
    for (const line of requestLines) {
      expect(line).not.toMatch(/remoteAddress|127\.0\.0\.1/);
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

// Issue 42: the request log recorded the newsletter links' tokens in their URLs.
it('logs a newsletter link with its token redacted', async () => {
  const server = await spawnServer({DATA_DIR: tempDir('logging-token'), BUILD_DIR: await fixtureBuild(), LOG_LEVEL: 'info'});
  const token = 'T'.repeat(43);
  try {
    await fetch(`${server.url}/newsletter/confirm?token=${token}&from=mail`);
    await waitFor(() => server.output().includes('/newsletter/confirm?token='));
    expect(server.output()).toContain('"url":"/newsletter/confirm?token=REDACTED&from=mail"');
    expect(server.output()).not.toContain(token);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

// Issue 65: `?%74oken=` is the token to the query parser, and was logged in the clear.
it('logs a token redacted under an encoded parameter name too', async () => {
  const server = await spawnServer({DATA_DIR: tempDir('logging-encoded'), BUILD_DIR: await fixtureBuild(), LOG_LEVEL: 'info'});
  const token = 'E'.repeat(43);
  try {
    await fetch(`${server.url}/newsletter/unsubscribe?%74oken=${token}&%74%6Fken=${token}`);
    await waitFor(() => server.output().includes('/newsletter/unsubscribe?'));
    expect(server.output()).toContain('"url":"/newsletter/unsubscribe?%74oken=REDACTED&%74%6Fken=REDACTED"');
    expect(server.output()).not.toContain(token);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
