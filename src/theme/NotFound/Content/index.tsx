import type {ReactNode} from 'react';
import NotFoundContent from '@site/src/components/NotFoundContent';

export default function NotFoundContentWrapper(): ReactNode {
  return <NotFoundContent />;
}
