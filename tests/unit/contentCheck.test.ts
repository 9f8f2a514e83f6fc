import {join} from 'node:path';
import contentCheckPlugin, {checkContent, formatProblem, serviceArtProblems} from '@site/plugins/contentCheck';
import {siteWith} from './support/siteFiles';

const root = join(__dirname, '..', '..');

const goodDescription =
  'We audit websites and apps against WCAG 2.2 AA with automated checks, manual review and screen readers, then help your team fix each issue.';
const page = (body: string, frontMatter = `title: Usability\ndescription: ${goodDescription}`) => `---\n${frontMatter}\n---\n\n${body}\n`;
/** The message for a figure or claim that src/data/claims.ts does not list, on line `line` of pages/A.mdx. */
const unlistedClaim = (line: number, text: string) =>
  `pages/A.mdx:${line}: "${text}" reads as a figure or claim about the company that src/data/claims.ts does not list: use one it lists, or have it added there with what backs it (D2)`;
const problemsIn = (files: Record<string, string>) => checkContent(siteWith(files), ['en', 'hi'], 'en').map(formatProblem);

describe('npm run check:content (issue 44, D67)', () => {
  it("finds nothing in this site's pages, articles and translations", () => {
    expect(checkContent(root, ['en', 'hi'], 'en').map(formatProblem)).toEqual([]);
  });

  it('names a missing, short, long or repeated description, and a missing title, with file and line', () => {
    expect(
      problemsIn({
        'pages/A.mdx': page('Text.', 'title: A'),
        'pages/B.mdx': page('Text.', 'title: B\ndescription: Too short.'),
        'pages/C.mdx': page('Text.', `title: C\ndescription: ${'Long '.repeat(40)}`),
        'pages/D.mdx': page('Text.', `title: D\ndescription: ${goodDescription}`),
        'pages/E.mdx': page('Text.', `description: ${goodDescription}`),
        'pages/_shared/Part.mdx': 'A partial needs no front matter.\n',
      }),
    ).toEqual([
      'pages/A.mdx:1: no description in the front matter: add "description:", one sentence of 120–160 characters for search results and link previews',
      'pages/B.mdx:3: the description has 10 characters; search results show 120–160',
      'pages/C.mdx:3: the description has 199 characters; search results show 120–160',
      'pages/E.mdx:1: no title in the front matter: add "title:", the page\'s name',
      "pages/E.mdx:2: the description is the same as pages/D.mdx's: each page needs its own",
    ]);
  });

  it('names a skipped heading level, an h1 in the body and an image without a text alternative', () => {
    expect(
      problemsIn({
        'pages/A.mdx': page('## Fine\n\n#### Skipped\n\n# Second h1\n\n<img src="/x.png" />\n\n![](/y.png)\n\n<img src="/z.png" alt="" />'),
      }),
    ).toEqual([
      "pages/A.mdx:8: a heading of level 4 after one of level 2: don't skip levels (use ###)",
      'pages/A.mdx:10: a "#" heading: the page\'s h1 is its Hero (or title); start the body at "##"',
      'pages/A.mdx:12: <img> without alt: say what it shows, or alt="" if it only decorates',
      'pages/A.mdx:14: an image with no text alternative: write what it shows between the [ ]',
    ]);
  });

  it('names a link to no page in either language, and accepts pages, Hindi-only pages, old addresses and files', () => {
    const problems = problemsIn({
      'pages/A.mdx': page(
        '[Contact](/TrendSoft/ContactUs) [Hindi](/hi/Only) [Old](/contact-us) [Guide](/resources/guide#top) [PDF](/brochure/a.pdf) [Typo](/TrendSoft/ContactUss)\n\n<ButtonLink to="/Nowhere">Go</ButtonLink>',
      ),
      'pages/TrendSoft/ContactUs.mdx': page('Contact.', `title: Contact\ndescription: ${goodDescription.replace('We', 'You')}`),
      'i18n/hi/docusaurus-plugin-content-pages/Only.mdx': page('पाठ।', `title: केवल\ndescription: ${goodDescription.replace('We', 'They')}`),
      'resources/guide.md': page('Guide.', `title: Guide\ndescription: ${goodDescription.replace('We', 'Our team')}`),
      'static/brochure/a.pdf': '%PDF',
    });
    expect(problems).toEqual([
      'pages/A.mdx:6: a link to /TrendSoft/ContactUss, which is no page of the site in either language',
      'pages/A.mdx:8: a link to /Nowhere, which is no page of the site in either language',
    ]);
  });

  it('names an icon, a service or a hero family that does not exist, listing those that do', () => {
    const problems = problemsIn({
      'pages/A.mdx': page('<Card title="T" icon="/img/icons/lokc.svg" />\n\n<Hero title="T" family="secure" service="api" />'),
      'static/img/icons/lock.svg': '<svg viewBox="0 0 1 1"/>',
      'static/img/icons/key.svg': '<svg viewBox="0 0 1 1"/>',
      'static/img/services/api-security.svg': '<svg viewBox="0 0 1 1"/>',
    });
    expect(problems).toEqual([
      'pages/A.mdx:6: icon="/img/icons/lokc.svg" is no file under static/: the icons are /img/icons/<name>.svg, <name> one of key, lock',
      'pages/A.mdx:8: service="api" has no icon: use one of api-security',
      'pages/A.mdx:8: family="secure" is none of accessibility, testing, security',
    ]);
  });

  it('names a figure or claim that src/data/claims.ts does not list, and leaves listed claims and taught figures alone', () => {
    const problems = problemsIn({
      'pages/A.mdx': page(
        [
          'Our 500+ certified auditors serve Acme Bank.',
          'In our own assessments, 90% of applications carry medium-to-high-risk flaws.',
          'Text must resize to 200% without loss, and 95% of requests must meet the goal.',
          'We offer 24/7 support.',
          'We have 12 years of experience and an award-winning team.',
        ].join('\n\n'),
      ),
    });
    expect(problems).toEqual([
      unlistedClaim(6, '500+'),
      unlistedClaim(6, 'certified'),
      unlistedClaim(14, '12 years'),
      unlistedClaim(14, 'award-winning'),
    ]);
  });

  it('names a tag no component answers to, a prop its component does not take and one it needs, from their types (issue 67)', () => {
    const problems = problemsIn({
      'pages/A.mdx': page(
        [
          "import Local from '@site/src/components/Local';",
          '',
          '<Faq title="Questions">',
          '  <FaqItem questoin="Why?">Because.</FaqItem>',
          '  <FaqItem {...shared}>Spread.</FaqItem>',
          '</Faq>',
          '',
          '<ProcessStepz title="One">Text.</ProcessStepz>',
          '',
          '<Local anything="goes" />',
          '',
          'Write `<Heroo>` in a sentence and nothing is checked.',
          '',
          '<Hero',
          '  title="A"',
          "  breadcrumb={[{label: 'B', to: '/'}]}",
          '  famly="security"',
          '/>',
        ].join('\n'),
      ),
    });
    expect(problems).toEqual([
      'pages/A.mdx:9: <FaqItem> needs the prop "question"',
      'pages/A.mdx:9: <FaqItem> has no prop "questoin": did you mean "question"? Its props: question',
      expect.stringMatching(
        /^pages\/A\.mdx:13: <ProcessStepz> is no component: did you mean <ProcessStep>\? Pages can use .*\bHero\b.*, or import one$/,
      ),
      expect.stringMatching(/^pages\/A\.mdx:22: <Hero> has no prop "famly": did you mean "family"\? Its props: title, .*family/),
    ]);
  });

  it('names a heading in title case in the English sources, and passes page names, names in it and Hindi (issue 43, D78)', () => {
    expect(
      problemsIn({
        'pages/A.mdx': page(
          [
            '## Our Security Services',
            '',
            '## What we fix in a Word document',
            '',
            '## Usability {#usability}',
            '',
            '<ProcessSteps>',
            '  <ProcessStep title="Scope And Plan">Text.</ProcessStep>',
            '</ProcessSteps>',
          ].join('\n'),
        ),
        'pages/B.mdx': page('See the [Usability](/A) page.', `title: Usability Testing\ndescription: Testing ${goodDescription}`),
        'pages/C.mdx': page('## Usability Testing\n\nA heading naming page B.', `title: C\ndescription: Other ${goodDescription}`),
        'i18n/hi/docusaurus-plugin-content-pages/A.mdx': page('## Our Security Services'),
      }).filter((problem) => problem.includes('title case')),
    ).toEqual([
      'pages/A.mdx:6: "Our Security Services" is in title case (Security, Services): write headings in sentence case ("Our security services"); a name, or a label the product fixes, goes in src/data/headingCase.ts',
      'pages/A.mdx:13: "Scope And Plan" is in title case (And, Plan): write headings in sentence case ("Scope and plan"); a name, or a label the product fixes, goes in src/data/headingCase.ts',
    ]);
  });

  it('names a hero showing the picture of another page, and leaves a second address and a translation alone (issue 43)', () => {
    const hero = (props: string) => `<Hero title="T" ${props}>\n\nText.\n\n</Hero>`;
    const other = (name: string) => `title: ${name}\ndescription: ${name} ${goodDescription}`;
    expect(
      problemsIn({
        'pages/A.mdx': page(hero('service="pdf-ua"'), other('A')),
        'pages/B.mdx': page(hero('service="pdf-ua"'), other('B')),
        'pages/C.mdx': page(hero("image={{src: '/img/one.png', width: 1, height: 1}}"), other('C')),
        'pages/D.mdx': page(hero("image={{src: '/img/one.png', width: 1, height: 1}}"), other('D')),
        'pages/E.mdx': page(hero('family="testing"'), other('E')),
        'pages/F.mdx': page(hero('service="pdf-ua"'), `${other('F')}\ncanonical: /A`),
        'i18n/hi/docusaurus-plugin-content-pages/A.mdx': page(hero('service="pdf-ua"')),
      }).filter((problem) => problem.includes('hero')),
    ).toEqual([
      "pages/B.mdx:6: the hero shows the pdf-ua illustration, as pages/A.mdx's does: each page needs its own (its service, an image of its own, or for an overview its family)",
      "pages/D.mdx:6: the hero shows the image /img/one.png, as pages/C.mdx's does: each page needs its own (its service, an image of its own, or for an overview its family)",
    ]);
  });

  it('names a service the type allows that has no icon or hero illustration drawn yet', () => {
    const project = siteWith({
      'src/data/navigation.ts': "export type ServiceIconId =\n  | 'pdf-ua'\n  | 'security-testing';\n",
      'static/img/services/pdf-ua.svg': '<svg/>',
      'static/img/heroes/pdf-ua.svg': '<svg/>',
      'static/img/heroes/security-testing.svg': '<svg/>',
    });
    expect(serviceArtProblems(project).map(formatProblem)).toEqual([
      "src/data/navigation.ts:3: the service 'security-testing' has no icon (24-unit grid): draw static/img/services/security-testing.svg before a page or menu shows it, or until it is drawn add 'security-testing' to placeholderArt there, which shows a placeholder and makes npm run launch-check list it",
    ]);
  });

  it('takes a service marked to show the placeholder until drawn, and names a mark left on a service that is drawn (issue 67, D116)', () => {
    const project = siteWith({
      'src/data/navigation.ts': [
        "export type ServiceIconId =\n  | 'pdf-ua'\n  | 'security-testing';",
        "export const placeholderArt: readonly ServiceIconId[] = ['security-testing', 'pdf-ua'];",
        '',
      ].join('\n'),
      'static/img/services/pdf-ua.svg': '<svg/>',
      'static/img/heroes/pdf-ua.svg': '<svg/>',
    });
    expect(serviceArtProblems(project).map(formatProblem)).toEqual([
      "src/data/navigation.ts:4: the service 'pdf-ua' is drawn but still marked in placeholderArt, so its pages show the placeholder: take it off the list",
    ]);
  });

  it('names front matter that is not valid YAML, such as an unquoted ": " in the description', () => {
    expect(problemsIn({'pages/A.mdx': page('Text.', `title: A\ndescription: Audits: ${goodDescription}`)})).toEqual([
      expect.stringMatching(/^pages\/A\.mdx:3: the front matter is not valid YAML \(.+\): put a value holding ": " .* in double quotes$/),
    ]);
  });

  it('makes the build refuse a page without a description, and the dev server only warn', async () => {
    const siteDir = siteWith({'pages/A.mdx': page('Text.', 'title: A')});
    const plugin = contentCheckPlugin({siteDir, i18n: {locales: ['en', 'hi'], defaultLocale: 'en'}});
    const environment = process.env.NODE_ENV;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      process.env.NODE_ENV = 'production';
      await expect(plugin.loadContent!()).rejects.toThrow('pages/A.mdx:1: no description in the front matter');
      process.env.NODE_ENV = 'development';
      await expect(plugin.loadContent!()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('pages/A.mdx:1'));
    } finally {
      process.env.NODE_ENV = environment;
      warn.mockRestore();
    }
  });
});
