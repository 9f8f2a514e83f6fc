import {createContext, useContext, type ReactNode} from 'react';

/** One of the page's section headings, as the MDX loader lists them (`value` is HTML). */
export interface PageHeading {
  value: string;
  id: string;
  level: number;
}

/** A key fact of a service, written in the page's front matter as `facts: [{label, value}]`. */
export interface KeyFact {
  label: string;
  value: string;
}

export interface PageContextValue {
  headings: readonly PageHeading[];
  facts: readonly KeyFact[];
}

const PageContext = createContext<PageContextValue>({headings: [], facts: []});

interface PageContextProviderProps {
  value: PageContextValue;
  children: ReactNode;
}

/**
 * What the MDX page knows about itself (its headings and front matter), for the
 * blocks inside its body: MDX components cannot read the page's exports.
 */
export function PageContextProvider({value, children}: PageContextProviderProps): ReactNode {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/** Keeps the facts that have both a label and a value, so a half-written entry shows nothing rather than a blank row. */
export function keyFactsOf(frontMatterFacts: unknown): KeyFact[] {
  if (!Array.isArray(frontMatterFacts)) return [];
  return frontMatterFacts.flatMap((fact: unknown) => {
    if (typeof fact !== 'object' || fact === null) return [];
    const {label, value} = fact as Record<string, unknown>;
    return typeof label === 'string' && typeof value === 'string' && label && value ? [{label, value}] : [];
  });
}
