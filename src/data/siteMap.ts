import {translate} from '@docusaurus/Translate';
import {jobs} from '@site/src/data/jobs';
import {
  contactCallToAction,
  footerCompanyLinks,
  footerLegalLinks,
  footerResourceLinks,
  headerLinks,
  paths,
  serviceCategories,
  type NavLink,
} from '@site/src/data/navigation';

/** A page in the site map, with the pages under it. */
export interface SiteMapEntry extends NavLink {
  children?: SiteMapEntry[];
}

export interface SiteMapSection {
  id: string;
  title: string;
  entries: SiteMapEntry[];
}

/** The document formats under Document Accessibility, which the menus do not list one by one. */
const documentFormats: SiteMapEntry[] = [
  {id: 'pdf-ua', label: translate({id: 'siteMap.pdfUa', message: 'PDF/UA Remediation'}), to: paths.pdfUa},
  {id: 'pdf-form', label: translate({id: 'siteMap.pdfForm', message: 'Accessible PDF Forms'}), to: paths.pdfForm},
  {id: 'word', label: translate({id: 'siteMap.word', message: 'Accessible Word Documents'}), to: paths.word},
  {id: 'powerpoint', label: translate({id: 'siteMap.powerPoint', message: 'Accessible PowerPoint Presentations'}), to: paths.powerPoint},
];

const named = (links: NavLink[], id: string): NavLink => {
  const found = links.find((link) => link.id === id);
  if (!found) throw new Error(`siteMap: no link ${id} (src/data/navigation.ts)`);
  return found;
};

/**
 * Every page of the site, by section (D111): a second way to each beside the
 * menus and the links in pages (WCAG 2.4.5). Labels are the menus' and the
 * footer's own, so a page has one name wherever it is linked (D109). A test
 * holds it to the built sitemap, so a new page that is missing here fails.
 */
export const siteMapSections: SiteMapSection[] = [
  {
    id: 'services',
    title: translate({id: 'siteMap.services', message: 'Our services'}),
    entries: serviceCategories.map((category) => ({
      id: category.id,
      label: category.label,
      to: category.overview.to,
      children: category.services.map((service) =>
        service.id === 'document-accessibility' ? {...service, children: documentFormats} : service,
      ),
    })),
  },
  {
    id: 'company',
    title: translate({id: 'siteMap.company', message: 'The company'}),
    entries: [
      {id: 'home', label: translate({id: 'siteMap.home', message: 'Home'}), to: paths.home},
      named(headerLinks, 'about'),
      named(footerCompanyLinks, 'who-we-serve'),
      {...named(headerLinks, 'careers'), children: jobs.map((job) => ({id: job.slug, label: job.title, to: job.path}))},
      {id: 'contact', label: contactCallToAction, to: paths.contact},
    ],
  },
  {
    id: 'resources',
    title: translate({id: 'siteMap.resources', message: 'Resources'}),
    // The component library's pages are listed under it by the SiteMap component, from the library's data (D114).
    entries: [
      ...footerResourceLinks,
      {
        id: 'component-library',
        label: translate({id: 'siteMap.componentLibrary', message: 'Component library'}),
        to: '/resources/components',
      },
    ],
  },
  {
    id: 'this-website',
    title: translate({id: 'siteMap.thisWebsite', message: 'About this website'}),
    entries: [
      named(footerLegalLinks, 'accessibility'),
      {
        id: 'conformance-report',
        label: translate({id: 'siteMap.conformanceReport', message: 'Accessibility Conformance Report'}),
        to: paths.conformanceReport,
      },
      named(footerLegalLinks, 'privacy'),
      named(footerLegalLinks, 'terms'),
    ],
  },
];
