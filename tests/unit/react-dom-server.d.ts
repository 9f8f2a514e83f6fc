// @types/react-dom is not installed; the tests use only this function of it,
// to check what the server renders (D20, D21: final values and the plain list).
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  export function renderToString(element: ReactNode): string;
}
