import {execFileSync} from 'node:child_process';
import {join} from 'node:path';
import {waitFor} from '@testing-library/react';

// Issue 27: the script in every page's head that keeps taps made before a
// part's code runs, run here on a page of its own: the text pages carry, as
// ../template.ts compiles it from ../browser/inline/earlyTap.ts.
// esbuild cannot run inside jsdom (it checks that Node's buffers are its
// Uint8Arrays), so the text comes from a Node process of its own.
const earlyTapScript = execFileSync(
  process.execPath,
  ['--import', 'tsx', '--eval', "process.stdout.write(require('./plugins/islands/template.ts').earlyTapScript)"],
  {cwd: join(__dirname, '..', '..', '..'), encoding: 'utf8'},
);

/**
 * Long enough for the frame and the task the script waits for, on an idle machine: what must not
 * happen is checked after it. What must happen is waited for (`waitFor`): with the server suites
 * running beside jest (D122), a frame can come later than this.
 */
const afterNextFrame = () => new Promise((resolve) => setTimeout(resolve, 60));

function loadPage(body: string): void {
  // A fresh <html> per test: the scripts of earlier tests watch the one they started on.
  const html = document.createElement('html');
  html.append(document.createElement('head'), document.createElement('body'));
  document.replaceChild(html, document.documentElement);
  document.body.innerHTML = body;
  // Run as the page runs it: an inline script, a fresh copy per test.
  const script = document.createElement('script');
  script.textContent = earlyTapScript;
  document.head.append(script);
  script.remove();
}

describe('the early-tap script', () => {
  it('holds a tap on a menu button until its part runs, then presses it once', async () => {
    loadPage(
      '<div data-island="MobileMenu" id="menu"><button type="button">Menu</button></div><main data-island="Tabs"><button type="button">Other</button></main>',
    );
    const menuButton = document.querySelector('#menu button')!;
    let presses = 0;
    menuButton.addEventListener('click', () => (presses += 1));

    (menuButton as HTMLButtonElement).click();
    await afterNextFrame();
    expect(presses).toBe(0);

    // The menu's part runs while the rest of the page is still hydrating.
    document.querySelector('#menu')!.setAttribute('data-interactive', 'running');
    await waitFor(() => expect(presses).toBe(1));

    // From now on that part answers taps itself.
    (menuButton as HTMLButtonElement).click();
    expect(presses).toBe(2);
  });

  it("leaves native invokers alone, so the header's menus open at once (issue 41)", async () => {
    loadPage(
      '<header data-island="SiteHeader"><button type="button" popovertarget="panel">Our Services</button>' +
        '<button type="button" command="show-modal" commandfor="drawer">Menu</button><button type="button">Tab</button></header>',
    );
    const pressed: string[] = [];
    const record = (event: Event) => pressed.push((event.target as HTMLElement).textContent ?? '');
    document.addEventListener('click', record);
    for (const button of Array.from(document.querySelectorAll('button'))) button.click();
    document.removeEventListener('click', record);
    // The tab needs its code, so its tap waits; the invokers' taps reach the page (and the browser) now.
    expect(pressed).toEqual(['Our Services', 'Menu']);
  });

  it("marks a form field the visitor leaves before its part's code runs, so the form can check it then (issue 41)", () => {
    loadPage('<form data-island="ContactForm"><select id="code"><option value="">Choose</option></select><input id="name"></form>');
    const code = document.getElementById('code') as HTMLSelectElement;
    code.focus();
    code.blur();
    expect(code).toHaveAttribute('data-left');
    expect(document.getElementById('name')).not.toHaveAttribute('data-left');
  });

  it('marks an island wanted when a field of it changes without focus before its code runs, as files dropped on a file input do (D81)', () => {
    loadPage(
      '<div data-island="QuoteForm" id="quote"><form><input type="file" id="files"></form></div>' +
        '<div data-interactive="running" data-island="ContactForm" id="contact"><form><input id="name"></form></div>',
    );
    document.getElementById('files')!.dispatchEvent(new Event('change', {bubbles: true}));
    expect(document.getElementById('quote')).toHaveAttribute('data-island-wanted');
    // An island already running answers its own changes.
    document.getElementById('name')!.dispatchEvent(new Event('change', {bubbles: true}));
    expect(document.getElementById('contact')).not.toHaveAttribute('data-island-wanted');
  });

  it('keeps a form sent before its island runs until it does, long after the first islands ran (issue 41)', async () => {
    loadPage('<div data-island="ContactForm" id="form-island"><form><input name="name"><button type="submit">Send</button></form></div>');
    const form = document.querySelector('form')!;
    const sent: string[] = [];
    // The form's own code, once it runs, sends it (jsdom cannot navigate).
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push('sent');
    });
    // The islands in view at load have run; this one, further down, has not.
    document.documentElement.setAttribute('data-hydration', 'complete');
    form.querySelector('button')!.click();
    await afterNextFrame();
    expect(sent).toEqual([]);
    // The islands loader, should it start after this, starts a wanted island at once.
    expect(document.querySelector('#form-island')).toHaveAttribute('data-island-wanted');
    // A field the visitor leaves meanwhile is marked for the form's checks.
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusout', {bubbles: true}));
    expect(form.querySelector('input')).toHaveAttribute('data-left');
    document.querySelector('#form-island')!.setAttribute('data-interactive', 'running');
    await waitFor(() => expect(sent).toEqual(['sent']));
  });

  it('leaves links and buttons outside islands alone', async () => {
    loadPage('<div><button type="button">Static</button></div>');
    const button = document.querySelector('button')!;
    let presses = 0;
    button.addEventListener('click', () => (presses += 1));
    button.click();
    expect(presses).toBe(1);
  });
});
