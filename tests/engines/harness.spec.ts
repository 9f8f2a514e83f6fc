import {axeViolations, enginesBaseUrl, expect, openPage, test} from './fixtures';

// The suite's own checks, shown to fail in each engine: a page that breaks
// what tests/engines/routes.spec checks must be reported, or a green run would prove nothing.
test('a missing image, an uncaught error and an image without alt text are all reported', async ({site}) => {
  await openPage(site, '/');
  await site.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/img/no-such-image.png';
    document.querySelector('main')?.prepend(image);
    setTimeout(() => {
      throw new Error('thrown by the engine suite');
    });
  });
  const missingImage = `HTTP 404: ${enginesBaseUrl}/img/no-such-image.png`;
  await expect.poll(async () => (await site.problems()).includes(missingImage)).toBe(true);
  await expect
    .poll(async () => (await site.problems()).some((problem) => /^uncaught: .*thrown by the engine suite/.test(problem)))
    .toBe(true);
  expect((await axeViolations(site)).map((violation) => violation.split(' ')[0])).toContain('image-alt');
});
