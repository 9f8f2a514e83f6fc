import type {ComponentProps, ReactNode} from 'react';

// Plain <code>: the site shows short snippets at most, and Docusaurus's syntax
// highlighter (Prism) would otherwise ship in every page's main bundle.
export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  return <code {...props} />;
}
