import type {ReactNode} from 'react';
import DocItemLayout from '@theme-original/DocItem/Layout';
import type DocItemLayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import ResourcesMobileNav from '@site/src/components/ResourcesMobileNav';

type Props = WrapperProps<typeof DocItemLayoutType>;

// Resources pages get their sidebar on phones too (see ResourcesMobileNav).
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <ResourcesMobileNav />
      <DocItemLayout {...props} />
    </>
  );
}
