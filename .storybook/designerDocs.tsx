/**
 * Project annotations of their own (listed in main.ts `previewAnnotations`, merged before
 * preview.tsx): every autodocs page is the designers' page, `DesignerDocsPage` (status,
 * guidance, anatomy, Playground, states, then the developers' part), where each story shows at
 * its width (`DocsStoryAtItsWidth`: a phone or tablet story in a frame of that size).
 */
import type { Preview } from '@storybook/react-vite';
import { DesignerDocsPage } from '../stories/docs/blocks/DesignerDocsPage';
import { DocsStoryAtItsWidth } from '../stories/docs/blocks/DocsStoryAtItsWidth';

const annotations: Preview = {
  parameters: { docs: { page: DesignerDocsPage, components: { DocsStory: DocsStoryAtItsWidth } } },
};

export const { parameters } = annotations;
