/**
 * `true` in a build that ships the service worker and the web app manifest (a production build:
 * the API not simulated), `false` in demo builds, the dev server and Storybook: a literal written
 * in by vite.config.ts (`pwa`), so the registration is dropped where it must not run (MSW's
 * worker alone on the scope). Issue #31 point 3.
 */
declare const __PWA_BUILD__: boolean;
