import type {AnchorHTMLAttributes, ReactNode} from 'react';

// Docusaurus's Link renders an anchor with the same href for site paths.
export default function Link({to, href, ...rest}: AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}): ReactNode {
  return <a href={to ?? href} {...rest} />;
}
