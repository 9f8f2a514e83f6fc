import type {ComponentProps, ReactNode} from 'react';

// Plain <pre> for the same reason as ./Code: no highlighter in the bundle.
export default function MDXPre(props: ComponentProps<'pre'>): ReactNode {
  return <pre {...props} />;
}
