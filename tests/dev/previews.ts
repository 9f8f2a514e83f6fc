/** The ports the dev-preview test runs `npm run dev` on, per locale. */
export const previewPorts = {en: 3310, hi: 3311} as const;

/** The port it runs `npm run preview` (the production build, rebuilt on save; D125) on. */
export const builtPreviewPort = 3312;
