import {join} from 'node:path';
import {readPictures} from '@site/plugins/pictures';
import {picturesPluginName} from '@site/src/components/Pictogram/pictures';

/** The site's global data as the build makes it: the plugins that set any, read from the same files. */
const globalData: Record<string, Record<string, unknown>> = {
  [picturesPluginName]: {default: {pictures: readPictures(join(__dirname, '..', '..', '..'))}},
};

export default function useGlobalData(): typeof globalData {
  return globalData;
}

export function usePluginData(name: string, id = 'default'): unknown {
  const data = globalData[name]?.[id];
  if (data === undefined) throw new Error(`No global data for plugin ${name} (${id}) in the test mock`);
  return data;
}
