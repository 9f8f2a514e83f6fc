// @types/react-dom is not installed; the tests need only renderToString, to see
// the HTML the server pre-renders before any effect has run.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToString(element: ReactNode): string;
}
