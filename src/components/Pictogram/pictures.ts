/** Shared by the build plugin (plugins/pictures.ts) and the component; nothing here may need Node. */

/** The plugin's name, under which its global data is found. */
export const picturesPluginName = 'trendsoft-pictures';

export interface Picture {
  /** The drawing's own presentation attributes (viewBox, fill, stroke...), named as React names them. */
  attributes: Record<string, string>;
  /** The markup inside the root `<svg>`. */
  body: string;
}

/** Keyed by the path a page names the picture by, such as `/img/icons/globe.svg`. */
export type Pictures = Record<string, Picture>;

export interface PicturesData {
  pictures: Pictures;
}
