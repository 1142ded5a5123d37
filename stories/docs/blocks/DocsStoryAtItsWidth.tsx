/**
 * A story on a docs page at the width it is made for (issue #32 point 1: stories render at their
 * intended width in the UI). Storybook's `Stories` block draws each story with `DocsStory`,
 * inline, as wide as the docs column: a phone story (`globals.viewport` phone, 375 px) then shows
 * its desktop layout, since the screens' media queries read the page's width, not the story's.
 * Set as the docs pages' `DocsStory` (.storybook/designerDocs.tsx `docs.components`), this one
 * draws a phone or tablet story in a frame of its own of the preset's size (the shot's height
 * when `parameters.visual.height` names one), centred and outlined like a device, where its media
 * queries see that width; a desktop story in Storybook's own canvas, as `DocsStory` draws it.
 * Either way the story's description (its TSDoc) is worded for designers, as the components'
 * (`forDesigners`: no SPEC sections, issue numbers, file paths or ARIA wiring).
 */
import {
  Anchor,
  Canvas,
  DocsStory,
  Markdown,
  Story,
  Subheading,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { ComponentProps, CSSProperties } from 'react';
import type { HirelineParameters } from '../../../.storybook/parameters';
import { forDesigners, resolveTsdocLinks } from '../../../.storybook/tsdocLinks';
import { pageSizeOf, viewportNameOf } from '../../../.storybook/viewports';

/** The props Storybook's `Stories` and `Primary` blocks give `DocsStory`. */
type DocsStoryProps = ComponentProps<typeof DocsStory>;

/** The device outline around a phone or tablet story's frame. */
const DEVICE_STYLE: CSSProperties = {
  margin: '16px auto 40px',
  border: '1px solid rgba(0, 0, 0, 0.15)',
  borderRadius: 12,
  overflow: 'hidden',
  boxShadow: 'rgba(0, 0, 0, 0.10) 0 1px 3px 0',
};

/** The outline's left and right borders (px): the frame inside is the preset's width. */
const DEVICE_BORDERS = 2;

/** The width's name and size, said under the frame. */
const CAPTION_STYLE: CSSProperties = {
  margin: '-32px auto 40px',
  fontSize: 12,
  color: 'rgba(0, 0, 0, 0.6)',
  textAlign: 'center',
};

/**
 * `DocsStory` at the story's width: props as Storybook's `DocsStory` (`of` the story's export,
 * `expanded` its name and description shown, `withToolbar`, `__forceInitialArgs`, `__primary`).
 * A story whose `globals.viewport` is phone or tablet renders in a frame of that preset's width
 * and height (px), with the width said under it; any other story in the canvas `DocsStory`
 * draws. The description is the story's TSDoc, worded for designers.
 */
export function DocsStoryAtItsWidth(props: DocsStoryProps) {
  const {
    of,
    expanded = true,
    withToolbar = false,
    __forceInitialArgs = false,
    __primary = false,
  } = props;
  const { story } = useOf(of ?? 'story', ['story']);
  const parameters = story.parameters as HirelineParameters & {
    docs?: { description?: { story?: unknown }; canvas?: { withToolbar?: boolean } };
  };
  const viewport = story.storyGlobals?.viewport;
  const name = viewportNameOf(viewport);
  const description = parameters.docs?.description?.story;
  const size =
    name === 'desktop'
      ? null
      : pageSizeOf(viewport, parameters.visual ? parameters.visual.height : undefined);
  return (
    <Anchor storyId={__primary ? `primary--${story.id}` : story.id}>
      {expanded ? (
        <>
          <Subheading>{story.name}</Subheading>
          {typeof description === 'string' && description.trim() !== '' ? (
            <Markdown>{forDesigners(resolveTsdocLinks(description))}</Markdown>
          ) : null}
        </>
      ) : null}
      {size ? (
        <>
          <div style={{ ...DEVICE_STYLE, width: size.width + DEVICE_BORDERS }}>
            <Story
              of={of}
              inline={false}
              height={`${size.height}px`}
              __forceInitialArgs={__forceInitialArgs}
              __primary={__primary}
            />
          </div>
          <p style={CAPTION_STYLE}>
            {name === 'phone' ? 'Phone' : 'Tablet'}, {size.width} × {size.height} px
          </p>
        </>
      ) : (
        <Canvas
          of={of}
          withToolbar={parameters.docs?.canvas?.withToolbar ?? withToolbar}
          story={{ __forceInitialArgs, __primary }}
          source={{ __forceInitialArgs }}
        />
      )}
    </Anchor>
  );
}
