/**
 * What a person has judged of the site against a success criterion (issues 43
 * and 64, D74, D100). A criterion whose `decision` is `review` (./criteria.ts)
 * reads "a decision is due" until it has an entry here; `npm run conformance`
 * and the report refuse an entry that says "supports" while an automated check
 * of the same criterion fails.
 *
 * A review covers the pages it names, each with the Git blob id of its source
 * when reviewed (`git hash-object <file>`, as translations record theirs, D66).
 * When a covered source changes, the row says a re-review is due and
 * `npm run launch-check` lists it: a review never claims more than it saw.
 */
export type ConformanceLevel = 'supports' | 'partially-supports' | 'does-not-support' | 'not-applicable';

export interface ReviewedPage {
  /** The page's source, from the project folder: `pages/About.mdx`. */
  source: string;
  /** Its Git blob id when it was reviewed. */
  fingerprint: string;
}

export interface CriterionReview {
  /** The success criterion's number, e.g. "1.4.11". */
  criterion: string;
  level: ConformanceLevel;
  /** What the person found, written for a buyer: where it holds, and any exception. */
  remarks: string;
  /** How it was judged: what was looked at, with which browsers and tools, and what was not used. */
  method: string;
  /** Who judged it, by role ("Accessibility auditor, Trendsoft"), saying so when it is not a person. */
  reviewer: string;
  /**
   * The person who confirmed the review, by role, once one has: the reviewer, when a person reviewed.
   * Until then the report says so under the row, and `npm run launch-check` lists it (D100).
   */
  confirmedBy?: string;
  /** When, as YYYY-MM-DD. */
  date: string;
  /** The pages it covered (WCAG-EM's sample: every template and form, both languages). */
  pages: readonly ReviewedPage[];
}

/*
 * The review of issue 64's 25 criteria: WCAG-EM's sample, one page per template,
 * every form, in English and Hindi. Each review names the sources of the pages it
 * looked at; the blob ids were computed with `git hash-object`, not by hand.
 */
/**
 * The home page, with the newsletter sign-up form, the testimonials carousel and the counters.
 * Its fingerprints moved on 2026-11-29 without a new review: issue 66 changed only the import path
 * of Testimonials (moved to src/components, as was the sign-up form inside SignupStrip) and the
 * Hindi file's record of the English it follows; both locales' built home pages were compared
 * and were the same.
 */
const homePages: readonly ReviewedPage[] = [
  {source: 'pages/index.mdx', fingerprint: '1a785051f7616d2b14f79d7cb7fcd11d46219437'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/index.mdx', fingerprint: '518538054937333a9d02742c17d2aa712ed0a902'},
];

/** The contact page and its enquiry form. */
const contactPages: readonly ReviewedPage[] = [
  {source: 'pages/TrendSoft/ContactUs.mdx', fingerprint: '1bb409edf3705f6f298d23f8ddcad31c0f84a899'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/ContactUs.mdx', fingerprint: 'ad01ff2bbe10b72b3e7a0ae65217441eba530324'},
];

/** The careers page and its application form. */
const careersPages: readonly ReviewedPage[] = [
  {source: 'pages/TrendSoft/Career.mdx', fingerprint: '2b8ac47a31ec50040b849df68cf96085ef8efa09'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/Career.mdx', fingerprint: '49f0e26b3bf4fc855003d494f011853528ea97ca'},
];

/** A document service page, with the quote form (and its file drop area) it shares with the other document pages. */
const quoteFormPages: readonly ReviewedPage[] = [
  {source: 'pages/TrendSoft/oursolutions/DocumentAccessibility/PDFUA.mdx', fingerprint: 'd07421764692d861400240c6b40b35ef5122ff23'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/oursolutions/DocumentAccessibility/PDFUA.mdx',
    fingerprint: '493bcd4f35f5f29599faa5662e272216937d61bf',
  },
  {
    source: 'pages/TrendSoft/oursolutions/DocumentAccessibility/_shared/QuoteRequest.mdx',
    fingerprint: 'c5894505046914e0b8f612fac645c95e81d6ac78',
  },
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/oursolutions/DocumentAccessibility/_shared/QuoteRequest.mdx',
    fingerprint: '05667a03c40b9647a655005af587e70b6a7cbf1d',
  },
];

/** The newsletter confirm and unsubscribe pages, each a one-button form. */
const newsletterFormPages: readonly ReviewedPage[] = [
  {source: 'pages/newsletter/confirm.mdx', fingerprint: '6e7bc7a8ec016b8fba7cdc625427fddf8b260e60'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/newsletter/confirm.mdx', fingerprint: 'ddbff6700dbb7086c94807b07e0caf1ee9efbbf4'},
  {source: 'pages/newsletter/unsubscribe.mdx', fingerprint: '3412a5730d18e0403732fe045d4657646a1ad3f6'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/newsletter/unsubscribe.mdx', fingerprint: '430b5b438bdb19561a38ef081b26497e4c150401'},
];

/** One page of every other template: overviews, a service page, legal, statement, report, resources, jobs, newsletter results and the 404 page. */
const otherTemplatePages: readonly ReviewedPage[] = [
  {source: 'pages/DigitalAccessibility.mdx', fingerprint: '4cbbee8b9295220b7bdc044f58f3fe1db3261703'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/DigitalAccessibility.mdx', fingerprint: '7aa40b6dfa327a9855cd619b352e59b3253a81f4'},
  {source: 'pages/TrendSoft/oursolutions/Testing.mdx', fingerprint: '003daaf71589a983115d95b847258f54b1dd7ce9'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/oursolutions/Testing.mdx',
    fingerprint: 'bcff2ff40ae2c444cd3a28dd75aa2e26fb393457',
  },
  {source: 'pages/TrendSoft/oursolutions/WebAccess-DigitalAccessibility.mdx', fingerprint: '8137ac4c1b86b0a91973fc3d8ca910bc1690f9c8'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/oursolutions/WebAccess-DigitalAccessibility.mdx',
    fingerprint: 'f73b5b7e692138534ec4d45e445631c3c346d1b2',
  },
  {source: 'pages/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity.mdx', fingerprint: 'a210bb5c044d49e004098a2319b566667a58089a'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/oursolutions/CyberSecurity/WebApiSecurity.mdx',
    fingerprint: '77fe8ebd31f2b25693efaf3b93eedc3735b76502',
  },
  {
    source: 'pages/TrendSoft/oursolutions/DocumentAccessibility/_shared/Standards.mdx',
    fingerprint: 'f928dcf122315f401f649fddf7796267970d5754',
  },
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/oursolutions/DocumentAccessibility/_shared/Standards.mdx',
    fingerprint: 'afc585ac86494793db0cf6da7bfbc6b505985dcb',
  },
  {source: 'pages/About.mdx', fingerprint: '4511e887803926332ca1e2553844255d6e8c332a'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/About.mdx', fingerprint: 'f87e2db615140f60c28e598472888d0fcb592978'},
  {source: 'pages/TrendSoft/about-Us.mdx', fingerprint: '7ac6f1ddf905e17a59947cbb02e485f80b635ae9'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/about-Us.mdx', fingerprint: '83d7624019b714fb316b093c8702053acbd38cfd'},
  {source: 'pages/TrendSoft/_about/AboutContent.mdx', fingerprint: 'f01a92c57ca53c4d7877c6c61e6135751a926a3a'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/_about/AboutContent.mdx',
    fingerprint: '528996379e0cf1b0fa9121d428f408965e2b65a4',
  },
  {source: 'pages/TrendSoft/WhoWeServe.mdx', fingerprint: '1891656d809cee73068a047fcc5489199021d899'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/WhoWeServe.mdx', fingerprint: '5f418f615e32e2d6ce23d6bbf87ebc7ac7dd19f2'},
  {source: 'pages/TrendSoft/Career/fresher.mdx', fingerprint: 'e23a00faee19d9ebb5090d4668b33c2520e7a0e0'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/Career/fresher.mdx', fingerprint: '606a3fc151334248adcf16c8be26ec9d7eac3134'},
  {source: 'pages/TrendSoft/Privacy-Policy.mdx', fingerprint: 'a109b93bfe47372cdbe27fa011fbfd46712255d0'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/Privacy-Policy.mdx', fingerprint: '063481fc552c37302650756a459cd05b98466993'},
  {source: 'pages/TrendSoft/Terms-of-Service.mdx', fingerprint: '6bd7af2fb8276608ad1523e7900ee6b73df5e177'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/Terms-of-Service.mdx',
    fingerprint: 'c6e3939f6b8afa579452235111d99ac2c9e55de8',
  },
  {source: 'pages/TrendSoft/Accessibility-Statement.mdx', fingerprint: '6ffed5bdb1d2659a44ad88a851472a7288253c84'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/Accessibility-Statement.mdx',
    fingerprint: '9bf8749ceae5e54ddbaf816d63fb8b6109b201aa',
  },
  {source: 'pages/TrendSoft/Accessibility-Conformance-Report.mdx', fingerprint: '962edc64d93dde1b71275b81335e9ed74a284d70'},
  {
    source: 'i18n/hi/docusaurus-plugin-content-pages/TrendSoft/Accessibility-Conformance-Report.mdx',
    fingerprint: '28f0ec1b63a4e0ee031395f449e692a2b7248536',
  },
  {source: 'resources/case-studies.md', fingerprint: 'b5dcf7f8c64ee94ddfb94e74d7b48906c5832767'},
  {source: 'i18n/hi/docusaurus-plugin-content-docs/current/case-studies.md', fingerprint: '4e471e0da5022ce955112992444bedb22ec6cf53'},
  {source: 'resources/documentation.md', fingerprint: '82db09d4e2fa61c520db6d702a25b7719f94a38b'},
  {source: 'i18n/hi/docusaurus-plugin-content-docs/current/documentation.md', fingerprint: 'eeeda1dbc08fecb64d7097238f635e240848340b'},
  {source: 'pages/newsletter/confirmed.mdx', fingerprint: '31f88b6a753fb4f3c845eb4cc715178ff791b423'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/newsletter/confirmed.mdx', fingerprint: '4428c3b220eb2535006d2401f615398183845595'},
  {source: 'pages/newsletter/link-invalid.mdx', fingerprint: '8216f1abf93e5dd7f48be4a39383e187ff9ff915'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/newsletter/link-invalid.mdx', fingerprint: 'da4efaadd9cc445eef6b9b77ce54a5c79bde20b3'},
  {source: 'pages/newsletter/unsubscribed.mdx', fingerprint: '8f54acf4cbec5962f72bea1554ad61e7fb47c1de'},
  {source: 'i18n/hi/docusaurus-plugin-content-pages/newsletter/unsubscribed.mdx', fingerprint: 'ca125be360f54f821a1c921651e166df5ce66896'},
  {source: 'src/components/NotFoundContent/index.tsx', fingerprint: '2f8f737f2e201583cc907120477326bb25856759'},
];

/** Every form of the site, in both languages. */
const formPages = [...homePages, ...contactPages, ...careersPages, ...quoteFormPages, ...newsletterFormPages];

/**
 * The components that lay the sampled pages out, covered by the reviews that judged what sits
 * where (order beside the layout, the links and headings a page shows, their colours, focus and
 * sizes). Such a review saw the layout they drew that day, so a change to one makes it due
 * again, as an edited page does. D116, after the first reviews, set the long documents beside a
 * contents panel, prose bands in two columns from 1024 px and heroes in two columns from 768 px:
 * those reviews were made again on the new layout (`afterD116`). Blob ids as then.
 */
const templateLayout: readonly ReviewedPage[] = [
  {source: 'src/components/Section/index.tsx', fingerprint: 'fcdea9e9ea8cd2fa8620a29c6b990bac0d344fec'},
  {source: 'src/components/Section/styles.module.css', fingerprint: '24a230416ed8e228c9dfdf1bda99550efb7b8dfd'},
  {source: 'src/components/Hero/index.tsx', fingerprint: '7c2940699f06c63624ca8be63bc4c794696d5ba5'},
  {source: 'src/components/Hero/styles.module.css', fingerprint: '775f62c17d60347d0278cab67fea3cd428999b01'},
];

/** WCAG-EM's sample: one page of every template and every form, in English and Hindi. */
const templateSample = [...formPages, ...otherTemplatePages];

/** The sample, with the components that lay it out. */
const laidOutSample = [...templateSample, ...templateLayout];

/** Where something moves or could be dragged: the carousel and the two file choosers. */
const carouselAndDropPages = [...homePages, ...quoteFormPages, ...careersPages];

/** Where and how every review below looked; each adds what it examined. */
const sampleIn = 'WCAG-EM sample (every template and form, English and Hindi) in Chromium at 375 and 1280 px';
/** What no review below used. */
const notUsed =
  'No screen reader (NVDA, JAWS, VoiceOver, TalkBack), real phone or Windows High Contrast was used; forced colours were emulated in Chromium.';
const reviewer = 'Accessibility reviewer, Trendsoft web team (AI agent, scripted browser review)';
const date = '2026-11-28';

const reviewed = (
  criterion: string,
  level: ConformanceLevel,
  remarks: string,
  looked: string,
  pages: readonly ReviewedPage[] = templateSample,
): CriterionReview => ({criterion, level, remarks, method: `${sampleIn}: ${looked} ${notUsed}`, reviewer, date, pages});

/**
 * A review made again on D116's layouts: what was looked at the second time, on top of the first.
 * The pages' sources had not changed since the first review; the components that lay them out had.
 */
const afterD116 = (review: CriterionReview): CriterionReview => ({
  ...review,
  date: '2026-11-29',
  method: `${review.method} Made again on 2026-11-29 after the layouts changed (D116: a contents panel beside the Privacy Policy, the terms and the accessibility statement, prose in two columns from 1024 px, heroes in two columns from 768 px): screenshots of the Privacy Policy at 768 and 1280 px, About at 1280 px and Careers at 768 px; the contents panel's accessibility tree in English and Hindi (a navigation named "On this page" with its heading and list, after the document in reading order); a Tab walk into the panel with a screenshot of its focused link; its links' heights measured (26 px); the automated checks of every page at both widths.`,
});

export const criterionReviews: readonly CriterionReview[] = [
  reviewed(
    '1.1.1',
    'supports',
    'Images that carry meaning have text alternatives that give it; illustrations and icons are decorative and hidden. Logos are named by their text.',
    'every image and icon in the accessibility tree, set against the screenshots.',
  ),
  afterD116(
    reviewed(
      '1.3.1',
      'supports',
      'Headings, lists, tables, landmarks and form labels, hints and errors are in the markup as they appear on screen, in both languages.',
      'the accessibility tree of each page (headings, lists, tables and their headers, landmarks, field labels and descriptions) against the screenshots.',
      laidOutSample,
    ),
  ),
  afterD116(
    reviewed(
      '1.3.2',
      'supports',
      'The reading order follows the visual order; side panels such as “On this page” and “Key facts” come after the main text, which keeps its meaning.',
      'the order of the accessibility tree against the layout at both widths, where blocks sit side by side.',
      laidOutSample,
    ),
  ),
  reviewed(
    '1.3.3',
    'supports',
    'No instruction relies on shape, colour, size, position or sound alone.',
    'the text of every page and form, English and Hindi sources searched for position, shape and colour words.',
  ),
  reviewed(
    '1.4.1',
    'supports',
    'Colour never works alone: links in text are underlined, errors have an icon and words, the current page and the selected tab have a mark.',
    'screenshots of links, the current page in the menu, tabs and forms with errors, also with emulated forced colours.',
  ),
  afterD116(
    reviewed(
      '1.4.3',
      'supports',
      'Text over the gradient bands and translucent cards keeps at least 4.5:1 at every point of the gradient, in both languages.',
      'the text colours on the hero and call-to-action gradients measured against each gradient stop and its dot overlay; screenshots looked at.',
      laidOutSample,
    ),
  ),
  reviewed(
    '1.4.5',
    'supports',
    'No image shows text that could be real text; the only images with words are the client logos.',
    'every image in the screenshots and the SVG files behind them.',
  ),
  afterD116(
    reviewed(
      '1.4.11',
      'supports',
      'Field borders, buttons, the selected-tab mark and focus rings reach 3:1 or more against what is next to them.',
      'the measured border and fill colours of every kind of control, screenshots with emulated forced colours.',
      laidOutSample,
    ),
  ),
  afterD116(
    reviewed(
      '2.1.1',
      'supports',
      'The menus, tabs, questions, carousel, file choosers and every form work with the keyboard alone, in both languages.',
      'Tab, Shift+Tab, Enter, Space, Escape, Home, End and arrow keys on the menus, tabs, questions, carousel and forms, with a spot check in Firefox ESR.',
      laidOutSample,
    ),
  ),
  reviewed(
    '2.2.2',
    'supports',
    'The testimonials have a pause button and stop while hovered or focused, and do not move with reduced motion; the counters stop within 2 seconds.',
    'the home page with and without reduced motion: the carousel watched rotating, paused and resumed, the counters timed.',
    homePages,
  ),
  reviewed(
    '2.4.2',
    'supports',
    'Each page title names the page’s topic and the site, in the page’s language.',
    'the title of every page read and compared with its main heading.',
  ),
  afterD116(
    reviewed(
      '2.4.4',
      'supports',
      'Links say where they go, by their own words or with the sentence or list that holds them.',
      'every link’s accessible name, with its sentence or list and its destination.',
      laidOutSample,
    ),
  ),
  reviewed(
    '2.4.5',
    'supports',
    'Every page is listed on the site map, which the footer links from every page, and is also reached from the menus or links in other pages.',
    'the ways into each page (menus, footer, breadcrumbs, links in other pages) from a crawl of every English page linked from the home page.',
  ),
  afterD116(
    reviewed(
      '2.4.6',
      'supports',
      'Headings and labels describe their topic or purpose, in both languages.',
      'every heading and field label in the accessibility tree, read in context.',
      laidOutSample,
    ),
  ),
  afterD116(
    reviewed(
      '2.4.7',
      'supports',
      'Every control shows a clear focus ring, including the service cards, menus and form fields, also in forced colours.',
      'a Tab walk over every control recording its focus style, with screenshots of the focused cards, menus and fields, also with emulated forced colours.',
      laidOutSample,
    ),
  ),
  reviewed(
    '2.5.1',
    'supports',
    'Nothing needs a path-based or multi-finger gesture: the carousel’s swipe also has Previous and Next buttons.',
    'the carousel and the file choosers, and the site’s scripts searched for gesture handling.',
    carouselAndDropPages,
  ),
  reviewed(
    '2.5.2',
    'supports',
    'No control acts when the pointer goes down; links, buttons, menus and the carousel act on release.',
    'the controls of every page, which are native links, buttons, popovers, dialogs and disclosures, and the scripts searched for down-event handlers.',
  ),
  reviewed(
    '2.5.7',
    'supports',
    'Dragging is never needed: the carousel has buttons, and the quote form’s drop area has a “Choose files” button.',
    'the carousel and the file choosers used with clicks and keys only.',
    carouselAndDropPages,
  ),
  afterD116(
    reviewed(
      '2.5.8',
      'supports',
      'Targets are at least 24 by 24 px or have enough space around them; links within sentences are exempt.',
      'the size and spacing of every target measured at both widths with WCAG’s 24 px circle test.',
      laidOutSample,
    ),
  ),
  reviewed(
    '3.1.2',
    'supports',
    'Passages in the other language are marked, in the page text and in accessible names.',
    'every text and accessible name in Latin script on Hindi pages, and in Devanagari on English pages, with its lang attribute.',
  ),
  afterD116(
    reviewed(
      '3.2.4',
      'supports',
      'Repeated controls are named alike throughout: a link to the contact page says “Get In Touch” wherever it stands alone, and the brochure link is always “View Brochure”.',
      'the names of repeated links and buttons in the header, menu drawer, footer and calls to action across pages and widths.',
      laidOutSample,
    ),
  ),
  reviewed(
    '3.3.1',
    'supports',
    'The enquiry, application and quote forms name each field in error beside it, in words with an icon; the sign-up form uses the browser’s own message.',
    'each form sent empty and with wrong values, its messages and their links to the fields read, with a spot check in Firefox ESR; the sign-up form’s browser message was read from the field, as a headless screenshot does not show it.',
    formPages,
  ),
  reviewed(
    '3.3.2',
    'supports',
    'Every field has a visible label and hints where needed, and each form says which fields are required.',
    'each form’s labels, hints and instructions as shown and as linked to the fields.',
    formPages,
  ),
  reviewed(
    '3.3.3',
    'supports',
    'Error messages say how to correct the entry, in both languages.',
    'each form sent empty and with wrong values (e-mail, phone, page count, past date, wrong file type), its messages read.',
    formPages,
  ),
  reviewed(
    '4.1.2',
    'supports',
    'The menus, tabs, disclosures, carousel and form fields expose their name, role and state, such as expanded, selected or invalid.',
    'Chromium’s accessibility tree for each custom control, closed and open, with its states; other browsers’ trees were not read.',
  ),
];
