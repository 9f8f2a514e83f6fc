/** The ports the dev-preview test runs `npm run dev` on, per locale. */
export const previewPorts = {en: 3310, hi: 3311} as const;
