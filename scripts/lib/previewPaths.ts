/** Where `npm run preview` (scripts/preview.ts) serves its reload script and the build events it listens to. */
export const previewReloadScriptPath = '/__preview/reload.js';
export const previewEventsPath = '/__preview/events';
