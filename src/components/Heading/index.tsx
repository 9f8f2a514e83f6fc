import {createContext, useContext, type ReactNode} from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface HeadingProps {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading whose level is chosen by the page, so a reusable block fits under
 * whatever heading precedes it without skipping a level (1.3.1, D24).
 */
export default function Heading({level, id, className, children}: HeadingProps): ReactNode {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

const ItemHeadingLevel = createContext<HeadingLevel>(3);

interface ItemHeadingLevelProviderProps {
  level: HeadingLevel;
  children: ReactNode;
}

/** A list block (cards, topics, steps) sets the level of its items' headings once, here. */
export function ItemHeadingLevelProvider({level, children}: ItemHeadingLevelProviderProps): ReactNode {
  return <ItemHeadingLevel.Provider value={level}>{children}</ItemHeadingLevel.Provider>;
}

/** The heading level the enclosing list block asked for (h3 by default: items under a section's h2). */
export function useItemHeadingLevel(): HeadingLevel {
  return useContext(ItemHeadingLevel);
}
