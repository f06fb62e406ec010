/** The year `npm run build` ran in (vite.config.ts): the copyright year of the prerendered pages. */
declare const __LANE_BUILD_YEAR__: number;
