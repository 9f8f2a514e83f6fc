/**
 * `@docusaurus/useGlobalData` in the islands script (plugins/islands.ts, issue
 * 41). Docusaurus's carries every plugin's global data: all 96 drawings of the
 * pictures plugin (D52) and the docs' lists, 46 KB of source. Islands draw only
 * the services' icons (the services menu, the tab blocks), so the build gives
 * them those (`islandGlobalData`).
 */
import type {GlobalData} from '@docusaurus/types';
import islandData from '@trendsoft/island-global-data';

const defaultPluginId = 'default';

export default function useGlobalData(): GlobalData {
  return islandData;
}

export function usePluginData(pluginName: string, pluginId: string = defaultPluginId): unknown {
  const data = islandData[pluginName]?.[pluginId];
  if (data === undefined) throw new Error(`Islands carry no global data of ${pluginName} (${pluginId}): see plugins/islands.ts`);
  return data;
}
