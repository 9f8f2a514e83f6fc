/**
 * One small driver interface over the two other engines (D46): Firefox ESR
 * through puppeteer-core over WebDriver BiDi, and WebKitGTK through
 * WebKitWebDriver, which speaks only classic WebDriver (no BiDi, no log
 * endpoint). Playwright's own Firefox and WebKit builds cannot be downloaded
 * here, so the Playwright runner drives these sessions through fixtures.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import puppeteer, {type Browser, type ElementHandle, type Page} from 'puppeteer-core';

export type EngineName = 'firefox' | 'webkit';

/** Keys the tests press, with their WebDriver code points. */
const webDriverKeys = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
} as const;
export type KeyName = keyof typeof webDriverKeys;

/** A value a test passes into the page: JSON, as both protocols carry it. */
type PageValue = string | number | boolean | null | PageValue[] | {[key: string]: PageValue};

/** An element found in the page, acted on with real input from the engine. */
export interface EngineElement {
  click(): Promise<void>;
  type(text: string): Promise<void>;
  setFiles(paths: string[]): Promise<void>;
  /** Runs `fn` in the page on this element. */
  evaluate<Result>(fn: (element: Element, ...args: never[]) => Result, ...args: PageValue[]): Promise<Result>;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** The viewport width the page really has (WebKitGTK's window is never narrower than 447 CSS px). */
  readonly width: number;
  /** Loads a path of the site and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result, awaiting a promise. */
  evaluate<Result>(fn: (...args: never[]) => Result | Promise<Result>, ...args: PageValue[]): Promise<Result>;
  /** The element `query` returns in the page, or an error naming `description`. */
  element(description: string, query: (...args: never[]) => Element | null, ...args: PageValue[]): Promise<EngineElement>;
  press(key: KeyName): Promise<void>;
  /** A real click at a point of the window, in CSS px: a tap on what no element is, such as a dialog's backdrop. */
  clickAt(x: number, y: number): Promise<void>;
  /** Runs a classic script, such as axe-core's source, in the page. */
  addScript(source: string): Promise<void>;
  /** Console errors, uncaught errors and failed requests to the site since the last `goto`. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  newPage(width: number): Promise<EnginePage>;
  close(): Promise<void>;
}

export async function launchEngine(engine: EngineName, baseUrl: string): Promise<EngineBrowser> {
  return engine === 'firefox' ? launchFirefox(baseUrl) : launchWebKit(baseUrl);
}

// Firefox ---------------------------------------------------------------------

async function launchFirefox(baseUrl: string): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
  });
  return {
    newPage: async (width) => firefoxPage(await browser.newPage(), width, baseUrl),
    close: () => browser.close(),
  };
}

/**
 * Brings an element to the middle of the window and waits, as Playwright's
 * own clicks do, until it has kept its place for two frames and is what a
 * pointer there would hit. A field still focused is left first, as a pointer
 * press leaves it. A click aimed while the page still moves lands on
 * whatever took the element's place, and the test then fails far from the
 * cause; here it fails naming what was hit instead.
 */
async function readyForClick(element: Element): Promise<string | null> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const describe = (node: Element | null) =>
    node
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
      : 'nothing';
  // A pointer press takes focus from the field being typed in, as here. Left
  // focused, Firefox may scroll the field's caret back into view after the
  // element below has been brought to the middle: a CI run's click on the career
  // form's submit button then landed on the label above it.
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== element && !element.contains(focused) && focused.matches('input, textarea, select'))
    focused.blur();
  element.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
  let last = '';
  let hit: Element | null = null;
  for (let frames = 0; frames < 60; frames += 1) {
    await frame();
    const box = element.getBoundingClientRect();
    const place = `${box.x},${box.y},${box.width},${box.height}`;
    hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (place === last && hit !== null && (hit === element || element.contains(hit))) return null;
    if (place === last) element.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
    last = place;
  }
  return `a click on ${describe(element)} would land on ${describe(hit)}`;
}

async function firefoxPage(page: Page, width: number, baseUrl: string): Promise<EnginePage> {
  await page.setViewport({width, height: 900});
  const origin = new URL(baseUrl).origin;
  let problems: string[] = [];
  let listening = false;
  // Requests still pending when a test moves on are cancelled by the next
  // navigation: only what happens while a page is under test counts.
  page.on('console', (message) => {
    if (listening && message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (listening) problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`);
  });
  page.on('requestfailed', (request) => {
    // Firefox reports a request the next navigation cancelled as NS_BINDING_ABORTED: not a failure of the site.
    const reason = request.failure()?.errorText;
    if (listening && request.url().startsWith(origin) && reason !== 'NS_BINDING_ABORTED')
      problems.push(`failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (listening && response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  const wrap = (handle: ElementHandle<Element>): EngineElement => ({
    // At the point readyForClick found steady: Puppeteer's own click scrolls the
    // element into view again first, and a CI run's click landed on the label
    // above the career form's submit button while that scroll moved the page.
    click: async () => {
      const obstacle = await handle.evaluate(readyForClick);
      if (obstacle) throw new Error(`Firefox: ${obstacle}`);
      const {x, y} = await handle.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {x: box.x + box.width / 2, y: box.y + box.height / 2};
      });
      await page.mouse.click(x, y);
    },
    type: (text) => handle.type(text),
    setFiles: async (paths) => {
      await (handle as ElementHandle<HTMLInputElement>).uploadFile(...paths);
    },
    evaluate: (fn, ...args) => handle.evaluate(fn as (element: Element, ...values: PageValue[]) => never, ...args),
  });
  return {
    engine: 'firefox',
    width,
    async goto(path) {
      // Leaving the last page cancels its pending requests, which it may report
      // as errors (a Docusaurus chunk whose load was cut off): let it go first.
      listening = false;
      await page.goto('about:blank');
      problems = [];
      listening = true;
      await page.goto(new URL(path, baseUrl).href, {waitUntil: 'load'});
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: PageValue[]) => never, ...args),
    async element(description, query, ...args) {
      const handle = await page.evaluateHandle(query as (...values: PageValue[]) => Element | null, ...args);
      const element = handle.asElement();
      if (!element) throw new Error(`not found in Firefox: ${description}`);
      return wrap(element as ElementHandle<Element>);
    },
    press: (key) => page.keyboard.press(key),
    clickAt: (x, y) => page.mouse.click(x, y),
    addScript: async (source) => {
      await page.evaluate(source);
    },
    problems: async () => [...problems],
    async close() {
      listening = false;
      await page.close();
    },
  };
}

// WebKit ----------------------------------------------------------------------

/** The key WebDriver uses for an element reference in JSON. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
type WebDriverElement = {[elementKey]: string};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function launchWebKit(baseUrl: string): Promise<EngineBrowser> {
  const port = await freePort();
  // WebKitGTK draws into a display even when nobody looks: xvfb-run gives it a
  // virtual one. Detached, so closing kills the driver, its browsers and Xvfb together.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${driverUrl}/status`);
      break;
    } catch (error) {
      if (attempt > 100) throw new Error(`WebKitWebDriver did not start on port ${port}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const sessions: WebKitSession[] = [];
  return {
    async newPage(width) {
      const session = await WebKitSession.start(driverUrl);
      sessions.push(session);
      return webKitPage(session, width, baseUrl);
    },
    async close() {
      await Promise.allSettled(sessions.map((session) => session.end()));
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}

class WebKitSession {
  private constructor(
    private readonly driverUrl: string,
    private readonly id: string,
  ) {}

  static async start(driverUrl: string): Promise<WebKitSession> {
    const browserOptions = {
      binary: process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      args: ['--automation'],
    };
    const response = await fetch(`${driverUrl}/session`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({capabilities: {alwaysMatch: {'webkitgtk:browserOptions': browserOptions}}}),
    });
    const body = (await response.json()) as {value: {sessionId?: string; message?: string}};
    if (!response.ok || !body.value.sessionId) throw new Error(`WebKit session refused: ${body.value.message}`);
    return new WebKitSession(driverUrl, body.value.sessionId);
  }

  async command<Value>(method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object): Promise<Value> {
    const response = await fetch(`${this.driverUrl}/session/${this.id}${path}`, {
      method,
      headers: {'content-type': 'application/json'},
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = (await response.json()) as {value: Value & {error?: string; message?: string}};
    if (!response.ok) throw new Error(`WebKit ${path}: ${body.value.error}: ${body.value.message}`);
    return body.value;
  }

  /** Runs a function in the page; classic WebDriver's async script awaits its promise. */
  run<Value>(fn: string, args: unknown[]): Promise<Value> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
        .then((value) => done({value}), (error) => done({error: String(error && error.stack || error)}));`;
    return this.command<{value: Value; error?: string}>('POST', '/execute/async', {script, args}).then((result) => {
      if (result.error) throw new Error(`in WebKit's page: ${result.error}`);
      return result.value;
    });
  }

  end(): Promise<unknown> {
    return this.command('DELETE', '');
  }
}

/**
 * WebKitWebDriver has no log endpoint and no BiDi, so the page watches itself
 * from the load event on: uncaught errors, rejected promises and blocked
 * content; and every resource it loaded from the site is asked for again from
 * the cache, because WebKit's resource timing has no response status.
 */
function watchForProblems(): void {
  const win = window as Window & {engineProblems?: string[]};
  win.engineProblems = [];
  const problems = win.engineProblems;
  window.addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`blocked by CSP: ${event.blockedURI} (${event.violatedDirective})`),
  );
}

async function collectProblems(): Promise<string[]> {
  // After a full navigation by a click, the new page has no watcher: its
  // resources are still checked below.
  const problems = [...((window as Window & {engineProblems?: string[]}).engineProblems ?? [])];
  const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
  const own = [...new Set(urls.filter((url) => url.startsWith(location.origin) && !url.includes('/api/')))];
  await Promise.all(
    own.map(async (url) => {
      try {
        const response = await fetch(url, {cache: 'force-cache'});
        if (response.status >= 400) problems.push(`HTTP ${response.status}: ${url}`);
      } catch (error) {
        problems.push(`failed: ${url} (${String(error)})`);
      }
    }),
  );
  return problems;
}

async function webKitPage(session: WebKitSession, requestedWidth: number, baseUrl: string): Promise<EnginePage> {
  await session.command('POST', '/window/rect', {width: requestedWidth, height: 900});
  const width = await session.run<number>('() => window.innerWidth', []);
  const wrap = (reference: WebDriverElement): EngineElement => {
    const path = `/element/${reference[elementKey]}`;
    return {
      // The site scrolls smoothly (for visitors who allow motion), and WebKitWebDriver
      // checks the element is in view before the smooth scroll that brings it
      // there has ended ("element not interactable"): bring it there at once.
      click: async () => {
        const obstacle = await session.run<string | null>(readyForClick.toString(), [reference]);
        if (obstacle) throw new Error(`WebKit: ${obstacle}`);
        await session.command('POST', `${path}/click`, {});
      },
      type: (text) => session.command('POST', `${path}/value`, {text}),
      // WebDriver sets a file input by sending it the files' paths, one per line.
      setFiles: (paths) => session.command('POST', `${path}/value`, {text: paths.join('\n')}),
      evaluate: (fn, ...args) => session.run(fn.toString(), [reference, ...args]),
    };
  };
  return {
    engine: 'webkit',
    width,
    async goto(path) {
      await session.command('POST', '/url', {url: new URL(path, baseUrl).href});
      await session.run(watchForProblems.toString(), []);
    },
    evaluate: (fn, ...args) => session.run(fn.toString(), args),
    async element(description, query, ...args) {
      const found = await session.run<WebDriverElement | null>(query.toString(), args);
      if (!found) throw new Error(`not found in WebKit: ${description}`);
      return wrap(found);
    },
    async press(key) {
      const value = webDriverKeys[key];
      await session.command('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              {type: 'keyDown', value},
              {type: 'keyUp', value},
            ],
          },
        ],
      });
    },
    async clickAt(x, y) {
      await session.command('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: {pointerType: 'mouse'},
            actions: [
              {type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y)},
              {type: 'pointerDown', button: 0},
              {type: 'pointerUp', button: 0},
            ],
          },
        ],
      });
    },
    addScript: (source) => session.command('POST', '/execute/sync', {script: source, args: []}),
    problems: () => session.run<string[]>(collectProblems.toString(), []),
    close: () => session.end().then(() => undefined),
  };
}

/** axe-core's source, injected as a script by each engine (the site's CSP rightly blocks script tags). */
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
