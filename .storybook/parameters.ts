/**
 * Types of the story parameters and globals that `.storybook/preview.tsx` understands.
 * Stories may annotate with them, e.g. `parameters: { router: { path: '/x/:id' } satisfies
 * StoryRouterParameters }`. See the convention comment at the top of preview.tsx.
 */
import type { RequestHandler, WebSocketHandler } from 'msw';
import type { InitialEntry } from 'react-router-dom';
import type { ThemeMode } from '../src/theme/themes';
import type { Language } from '../src/i18n/messages';
import type { RootState } from '../src/store';

/** Toolbar / story-level globals (`globals: { theme: 'dark', locale: 'es' }`). */
export interface HirelineGlobals {
  theme?: ThemeMode;
  locale?: Language;
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

/** `parameters.viewport`: size of the test-runner's page for this story (default 1280×800). */
interface StoryViewportParameters {
  width?: number;
  height?: number;
}

/** `parameters.visual`: `false` skips the screenshot; the object tunes it. */
type StoryVisualParameters =
  | false
  | {
      /** `false`: do not wait for the story's requests to finish (loading-state stories
       * whose handler never answers). */
      waitForNetwork?: boolean;
    };

export interface HirelineParameters {
  router?: StoryRouterParameters;
  store?: StoryStoreParameters;
  msw?: StoryMswParameters;
  viewport?: StoryViewportParameters;
  visual?: StoryVisualParameters;
  a11y?: { disable?: boolean; test?: 'off' | 'todo' | 'error'; [key: string]: unknown };
}
