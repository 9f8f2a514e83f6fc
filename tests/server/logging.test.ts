import {fixtureBuild, postJson, tempDir, validEnquiry} from './helpers';
import {spawnServer} from './process';

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
