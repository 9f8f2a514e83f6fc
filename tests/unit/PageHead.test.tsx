import {render} from '@testing-library/react';
import PageHead from '@site/src/components/PageHead';

// React 19 hoists <title>, <meta> and <link> into document.head, as a browser page would have them.
function headTags(container: ParentNode = document) {
  return {
    title: container.querySelector('title')?.textContent,
    description: container.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: container.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    ogType: container.querySelector('meta[property="og:type"]')?.getAttribute('content'),
  };
}

describe('PageHead', () => {
  it('sets the title, description and Open Graph type (D25)', () => {
    render(<PageHead title="Contact Us" description="Talk to Trendsoft." />);
    expect(headTags()).toMatchObject({title: 'Contact Us', description: 'Talk to Trendsoft.', ogType: 'website'});
    // Without a canonicalPath, Docusaurus's own canonical URL (the current path) stands.
    expect(headTags().canonical).toBeUndefined();
  });

  it('points a duplicate page at its canonical URL (D6)', () => {
    render(<PageHead title="About Us" description="About." canonicalPath="/TrendSoft/about-Us" />);
    expect(headTags()).toMatchObject({
      canonical: 'https://www.trendsoft.example/TrendSoft/about-Us',
      ogUrl: 'https://www.trendsoft.example/TrendSoft/about-Us',
    });
  });
});
