/**
 * `@docusaurus/useGlobalData` in the islands script (plugins/islands/index.ts, issue
 * 41). Docusaurus's carries every plugin's global data: all 96 drawings of the
 * pictures plugin (D52) and the docs' lists, 46 KB of source. No island reads
 * any since the services menu and the tab blocks need no framework (D59): a
 * component that draws a picture is pre-rendered, not an island.
 */
import type {GlobalData} from '@docusaurus/types';

const defaultPluginId = 'default';

export default function useGlobalData(): GlobalData {
  return {};
}

export function usePluginData(pluginName: string, pluginId: string = defaultPluginId): unknown {
  throw new Error(`Islands carry no global data of ${pluginName} (${pluginId}): see plugins/islands/README.md, "What an island can read"`);
}
