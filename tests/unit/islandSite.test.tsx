import {render, screen} from '@testing-library/react';
import {join} from 'node:path';
import {readFileSync} from 'node:fs';
import islandMessagesLoader from '@site/plugins/islands/messagesLoader.cjs';
import useDocusaurusContext from '@site/plugins/islands/docusaurus/context';
import {useLocation} from '@site/plugins/islands/docusaurus/router';
import {islandSiteContext, siteContextElementId} from '@site/plugins/islands/docusaurus/siteContext';
import Translate, {addIslandMessages, translate} from '@site/plugins/islands/docusaurus/translate';
import {picturesPluginName} from '@site/src/components/Pictogram/pictures';
import useGlobalData, {usePluginData} from '@site/plugins/islands/docusaurus/globalData';
import type {DocusaurusConfig, I18n} from '@docusaurus/types';

// Issue 41, D56: the islands script reads Docusaurus's context, translations,
// location and global data through slim stand-ins (plugins/islands/docusaurus), with
// only what islands use, instead of the whole site's.

const siteDir = join(__dirname, '..', '..');

describe('translate in the islands', () => {
  it('gives the default message, interpolated, until a module brings its translation', () => {
    expect(translate({id: 'test.greeting', message: 'Hello {name}'}, {name: 'Ada'})).toBe('Hello Ada');
    addIslandMessages({'test.greeting': 'नमस्ते {name}'});
    expect(translate({id: 'test.greeting', message: 'Hello {name}'}, {name: 'Ada'})).toBe('नमस्ते Ada');
  });

  it('renders <Translate> with elements as values', () => {
    addIslandMessages({'test.link': 'पढ़ें: {link}'});
    render(
      <p>
        <Translate id="test.link" values={{link: <a href="/About">About</a>}}>
          {'Read: {link}'}
        </Translate>
      </p>,
    );
    expect(screen.getByText(/पढ़ें/)).toContainElement(screen.getByRole('link', {name: 'About'}));
  });
});

describe("the build's messages loader", () => {
  const hindi = JSON.parse(readFileSync(join(siteDir, 'i18n/hi/code.json'), 'utf8')) as Record<string, {message: string}>;
  const translations = Object.fromEntries(Object.entries(hindi).map(([id, {message}]) => [id, message]));
  const load = (source: string, given = translations) =>
    islandMessagesLoader.call(
      {getOptions: () => ({translations: given, registry: '/site/plugins/islands/docusaurus/translate.tsx'})},
      source,
    );

  it("prepends, before the module's own code, the translations of the ids it names and no others", () => {
    const source = [
      "import {translate} from '@docusaurus/Translate';",
      "export const label = translate({id: 'mobileMenu.open', message: 'Menu'});",
      'export const close = <Translate id="mobileMenu.close">Close menu</Translate>;',
      "const notAnId = {id: 'contact'};",
    ].join('\n');
    const loaded = load(source);
    const [prepended, ...rest] = loaded.split('\n');
    expect(rest.join('\n')).toBe(source);
    const messages = JSON.parse(/__addIslandMessages\((\{.*\})\);$/.exec(prepended!)![1]!) as Record<string, string>;
    expect(messages).toEqual({'mobileMenu.open': translations['mobileMenu.open'], 'mobileMenu.close': translations['mobileMenu.close']});
    expect(messages['mobileMenu.open']).not.toBe('Menu');
  });

  it('gives the menus every Hindi label of the navigation they translate at load', () => {
    const navigation = readFileSync(join(siteDir, 'src/data/navigation.ts'), 'utf8');
    const ids = [...navigation.matchAll(/translate\(\{id: '([^']+)'/g)].map(([, id]) => id!);
    expect(ids.length).toBeGreaterThan(20);
    const prepended = load(navigation).split('\n')[0]!;
    const messages = JSON.parse(/__addIslandMessages\((\{.*\})\);$/.exec(prepended)![1]!) as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual(ids.filter((id) => id in translations).sort());
  });

  it('leaves a module alone where the locale has no translations (English)', () => {
    const source = "export const label = translate({id: 'mobileMenu.open', message: 'Menu'});";
    expect(load(source, {})).toBe(source);
  });
});

describe("the site's context in the islands", () => {
  const siteConfig = {
    url: 'https://www.trendsoft.example',
    baseUrl: '/hi/',
    trailingSlash: false,
    customFields: {formsApiUrl: '/api'},
    title: 'Trendsoft',
    ssrTemplate: '<html>…</html>',
  } as unknown as DocusaurusConfig;
  const i18n = {currentLocale: 'hi', defaultLocale: 'en', locales: ['en', 'hi'], path: 'i18n', localeConfigs: {}} as unknown as I18n;

  it('fails naming the missing JSON when the page has none', () => {
    expect(() => useDocusaurusContext()).toThrow(`#${siteContextElementId}`);
  });

  it("reads the fields islands use from the page's JSON, and nothing only the build reads", () => {
    const written = islandSiteContext(siteConfig, i18n);
    expect(Object.keys(written.siteConfig).sort()).toEqual(['baseUrl', 'customFields', 'trailingSlash', 'url']);
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${siteContextElementId}">${JSON.stringify(written)}</script>`,
    );
    const context = useDocusaurusContext();
    expect(context.siteConfig.baseUrl).toBe('/hi/');
    expect(context.siteConfig.customFields).toEqual({formsApiUrl: '/api'});
    expect(context.i18n.currentLocale).toBe('hi');
  });
});

test("the islands' location is the address bar's", () => {
  window.history.replaceState(null, '', '/hi/About?from=menu#team');
  expect(useLocation()).toEqual({pathname: '/hi/About', search: '?from=menu', hash: '#team'});
});

test('islands carry no global data: an island drawing a picture fails at once, naming where to look (D59)', () => {
  expect(useGlobalData()).toEqual({});
  expect(() => usePluginData(picturesPluginName)).toThrow(/Islands carry no global data of .*plugins\/islands\/README\.md/);
});
