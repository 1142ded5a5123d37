/**
 * Types of the story parameters and globals that `.storybook/preview.tsx` understands.
 * Stories may annotate with them, e.g. `parameters: { router: { path: '/x/:id' } satisfies
 * StoryRouterParameters }`. See the convention comment at the top of preview.tsx.
 */
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { InitialEntry } from 'react-router-dom';
import type { ViewportParameters } from 'storybook/viewport';
import type { ThemeMode } from '../src/theme/themes';
import type { Language } from '../src/i18n/messages';
import type { RootState } from '../src/store';
import type { PresetHeights, ViewportName } from './viewports';

/**
 * Toolbar / story-level globals (`globals: { theme: 'dark', locale: 'es' }`; a story made for
 * a width: `viewport: { value: 'phone', isRotated: false }`, one of viewports.ts's presets).
 */
export interface HirelineGlobals {
  theme?: ThemeMode;
  locale?: Language;
  viewport?: { value: ViewportName | undefined; isRotated?: boolean } | ViewportName;
}

/** `parameters.router` */
interface StoryRouterParameters {
  /** MemoryRouter history; default `['/']`. */
  initialEntries?: InitialEntry[];
  /** When given, the story renders as `<Route path={path} element={<Story/>}>`, so
   * `useParams()` works (e.g. `path: '/auth/password-recovery/:token'`). */
  path?: string;
  /** `true`: no router from the preview; the story brings its own (e.g. the app's table). */
  disable?: boolean;
  /** `'app'`: render the app's route table (`AppRoutes`) at `initialEntries` instead of the
   * story's own render (whole-screen stories: a URL + a store + handlers). */
  routes?: 'app';
}

/** `parameters.store`: slices merged (one level deep) over the preview's defaults. */
export type StoryStoreParameters = {
  [K in keyof RootState]?: Partial<RootState[K]>;
};

type AnyHandler = RequestHandler | WebSocketHandler;

/** `parameters.msw`: extra handlers used in front of the defaults (CSF3-style). */
export type StoryMswParameters =
  AnyHandler[] | { handlers?: AnyHandler[] | Record<string, AnyHandler | AnyHandler[]> };

/** `parameters.visual`: `false` skips the screenshot; the object tunes it. */
type StoryVisualParameters =
  | false
  | {
      /** `false`: do not wait for the story's requests to finish (loading-state stories
       * whose handler never answers). */
      waitForNetwork?: boolean;
      /** Parts of the URLs of the requests a story's handler never answers on purpose (a
       * message on its way): the test-runner waits for every other request, also after the
       * language switch of its Spanish shot, instead of none (`waitForNetwork: false`). */
      neverAnswered?: readonly string[];
      /** Height (px) of the test-runner's page per viewport preset instead of the preset's
       * own (a long page shot whole, a small component shot small), e.g. `{ desktop: 900 }`;
       * the width is the preset's (`globals.viewport`, viewports.ts). The tablet and phone
       * shots of a desktop story are at least as tall as its desktop height. */
      height?: PresetHeights;
    };

/** `parameters.docs`: Storybook's docs options, and ours. */
interface StoryDocsParameters {
  /** On a docs page, the story's dialogs show in a box of this height (a CSS length) inside
   * the example, not over the page (preview.tsx `DocsDialogBox`). */
  dialogBox?: string;
  [option: string]: unknown;
}

export interface HirelineParameters {
  docs?: StoryDocsParameters;
  router?: StoryRouterParameters;
  store?: StoryStoreParameters;
  msw?: StoryMswParameters;
  /** Storybook's viewport menu (preview.tsx sets the product's presets, viewports.ts). */
  viewport?: ViewportParameters['viewport'];
  visual?: StoryVisualParameters;
  a11y?: { disable?: boolean; test?: 'off' | 'todo' | 'error'; [key: string]: unknown };
}
