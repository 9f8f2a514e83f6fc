import type {ReactNode} from 'react';

// react-helmet is not under test: head tags render inline so tests can read them.
export default function Head({children}: {children?: ReactNode}): ReactNode {
  return <div data-testid="head">{children}</div>;
}
