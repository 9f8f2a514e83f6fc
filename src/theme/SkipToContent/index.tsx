import type {ReactNode} from 'react';
import SkipLink from '@site/src/components/SkipLink';

export default function SkipToContent(): ReactNode {
  return <SkipLink />;
}
