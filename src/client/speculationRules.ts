/**
 * Instant next pages without a router (issue 41, D54): every link is a page
 * load, so the browser is told it may prerender a page of this site when the
 * visitor hovers a link to it (200 ms) or starts pressing it ("moderate"). Not
 * the forms API, not the newsletter's pages (their links act on a token, and
 * only the e-mail's own link should ever run one), and not a link that opens
 * a new tab or a download. Browsers without speculation rules ignore the script.
 * Added to every page's head by docusaurus.config.ts; the forms server's
 * content security policy allows it by its hash like any inline script.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          {href_matches: '/*'},
          {not: {href_matches: '/api/*'}},
          {not: {href_matches: '/newsletter/*'}},
          {not: {href_matches: '/*/newsletter/*'}},
          {not: {selector_matches: '[target=_blank], [download]'}},
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
