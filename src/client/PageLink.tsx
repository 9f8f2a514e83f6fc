import type {ComponentProps, ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** As Docusaurus's isInternalUrl: an address without a protocol (RFC 3986's scheme) or `//` is the site's own. */
function isInternalUrl(address: string | undefined): boolean {
  return address !== undefined && !/^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(address);
}

/**
 * Docusaurus's useBaseUrl for a site path: the base URL before it, unless it
 * already starts with it. Written here because Docusaurus's reads its own
 * context, which the islands script does not carry (plugins/islands/index.ts).
 */
function withBaseUrl(path: string, baseUrl: string): string {
  if (path === baseUrl.replace(/\/$/, '')) return baseUrl;
  return path.startsWith(baseUrl) ? path : `${baseUrl}${path.replace(/^\//, '')}`;
}

/** Docusaurus's applyTrailingSlash for this site's setting: `trailingSlash: false` drops it, except on the base URL (D4). */
function applyTrailingSlash(address: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash !== false) return address;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(address) ?? [];
  if (path === baseUrl || path === '/' || !path.endsWith('/')) return address;
  return `${path.slice(0, -1)}${rest}`;
}

type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to?: string;
  href?: string;
  autoAddBaseUrl?: boolean;
  // Props of Docusaurus's Link that a plain anchor has no use for.
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: unknown;
  'data-noBrokenLinkCheck'?: boolean;
};

/**
 * `@docusaurus/Link` in the browser build (plugins/leanClient.ts, issue 41): a
 * plain anchor with the address Docusaurus's Link writes. Every page is
 * pre-rendered HTML, so following a link loads the next page as HTML (which
 * the speculation rules may have prerendered already) instead of rendering it
 * with the framework's router, which pages no longer carry. The pages are
 * still rendered at build time with Docusaurus's own Link, which records every
 * link for the broken-link check; the address here is worked out the same
 * way: the locale's base URL before a site path, no trailing slash, and a new
 * tab for a link with a protocol.
 */
export default function PageLink({
  to,
  href,
  autoAddBaseUrl = true,
  isNavLink: _isNavLink,
  activeClassName: _activeClassName,
  isActive: _isActive,
  'data-noBrokenLinkCheck': _noBrokenLinkCheck,
  ...anchorProps
}: PageLinkProps): ReactNode {
  const {
    siteConfig: {trailingSlash, baseUrl},
  } = useDocusaurusContext();
  const written = to ?? href;
  const internal = isInternalUrl(written);
  let address = written?.replace('pathname://', '');
  if (address !== undefined && autoAddBaseUrl && address.startsWith('/')) address = withBaseUrl(address, baseUrl);
  if (address && internal) address = applyTrailingSlash(address, trailingSlash, baseUrl);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller's children are the content.
    <a href={address} {...(written && !internal ? {target: '_blank', rel: 'noopener noreferrer'} : {})} {...anchorProps} />
  );
}
