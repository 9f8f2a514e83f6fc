import type {ComponentType, ReactNode} from 'react';
import {island, type IslandProps} from '@site/plugins/islands/island';

/**
 * A form as an island (issue 41, D55): its root element carries the island's
 * name and the form's props, so on the built site the islands script fetches
 * the form's code only when the visitor first uses it (D80, D81) and hydrates
 * the form from those props, keeping what was entered meanwhile
 * (plugins/islands/browser/loader.ts).
 * The server and `npm run dev` render the form as it is.
 */
export function formIsland<P extends IslandProps>(name: string, Form: ComponentType<P>): ComponentType<P & {className?: string}> {
  function FormIsland({className, ...formProps}: P & {className?: string}): ReactNode {
    return (
      <div className={className} {...island(name, {className, ...formProps})}>
        <Form {...(formProps as P)} />
      </div>
    );
  }
  FormIsland.displayName = `FormIsland(${name})`;
  return FormIsland;
}
