/** @jest-environment node */
import {createHash} from 'node:crypto';
import {copiedTemplateSha256, htmlTemplate} from '../../plugins/htmlTemplate';

// plugins/htmlTemplate.ts is a copy of Docusaurus's page template with the entry
// scripts deferred to after the first paint (issue 11). A copy goes stale
// silently when Docusaurus changes the original; this test notices (issue 27).

test('Docusaurus’s own page template is still the one htmlTemplate.ts was copied from', () => {
  // Reading Docusaurus's internals is the point of this test: the template has no public export.
  const {default: defaultTemplate} = jest.requireActual<{default: string}>('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
  const hash = createHash('sha256').update(defaultTemplate).digest('hex');
  // If this fails after an upgrade: compare the new template with htmlTemplate,
  // carry the change over, then record the new hash in copiedTemplateSha256.
  expect(hash).toBe(copiedTemplateSha256);
});

test('the copy keeps every slot of the original, and only preloads the entry scripts instead of running them', () => {
  const {default: defaultTemplate} = jest.requireActual<{default: string}>('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
  const slots = (template: string) => [...new Set(template.match(/it\.\w+/g))].sort();
  expect(slots(htmlTemplate)).toEqual(slots(defaultTemplate));
  expect(htmlTemplate).not.toMatch(/<script src=/);
  expect(htmlTemplate).toContain('<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-entry>');
});
