import {join} from 'node:path';
import {readPictures} from '@site/plugins/pictures';
import {picturesPluginName} from '@site/src/components/Pictogram/pictures';
import {libraryPages} from '@site/plugins/componentLibrary';
import {componentLibraryPluginName} from '@site/src/data/componentLibrary';

/** The site's global data as the build makes it: the plugins that set any, read from the same files. */
const globalData: Record<string, Record<string, unknown>> = {
  [picturesPluginName]: {default: {pictures: readPictures(join(__dirname, '..', '..', '..'))}},
  // The library's page list only (the site map reads it); its props tables are tested through the plugin itself.
  [componentLibraryPluginName]: {default: {pages: libraryPages(join(__dirname, '..', '..', '..'))}},
};

export default function useGlobalData(): typeof globalData {
  return globalData;
}

export function usePluginData(name: string, id = 'default'): unknown {
  const data = globalData[name]?.[id];
  if (data === undefined) throw new Error(`No global data for plugin ${name} (${id}) in the test mock`);
  return data;
}
