// The islands' global data, written by plugins/islands.ts at build time.
declare module '@trendsoft/island-global-data' {
  import type {GlobalData} from '@docusaurus/types';

  const islandData: GlobalData;
  export default islandData;
}
