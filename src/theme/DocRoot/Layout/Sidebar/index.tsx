import type {ReactNode} from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type {Props} from '@theme/DocRoot/Layout/Sidebar';
import HydrateInTurn from '@site/src/components/HydrateInTurn';

// The Resources sidebar (one <aside>) hydrates in a task of its own (issue 11).
export default function DocRootLayoutSidebar(props: Props): ReactNode {
  return (
    <HydrateInTurn>
      <Sidebar {...props} />
    </HydrateInTurn>
  );
}
