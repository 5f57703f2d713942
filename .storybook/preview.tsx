/**
 * The studio's toolbar: office, language and form of address as globals every story reads, and
 * the two widths the portal is checked at as viewports. Each story is drawn inside StudioFrame.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { StudioFrame } from '../studio/studio-frame';
import { STUDIO_OFFICES, STUDIO_WIDTHS, type StudioGlobals } from '../studio/studio-globals';

const withPortal: Decorator = (Story, context) => (
  <StudioFrame key={context.globals.office as string} globals={context.globals as StudioGlobals}>
    <Story />
  </StudioFrame>
);

const preview: Preview = {
  globalTypes: {
    office: { description: 'Demo office', toolbar: { title: 'Office', icon: 'home', items: [...STUDIO_OFFICES], dynamicTitle: true } },
    language: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['nl', 'en', 'de'].map((value) => ({ value, title: value })), dynamicTitle: true },
    },
    address: {
      description: 'Form of address',
      toolbar: {
        title: 'je/u',
        icon: 'user',
        items: [
          { value: 'office', title: "The office's own (je/u)" },
          { value: 'je', title: 'je (informal)' },
          { value: 'u', title: 'u (formal)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { office: 'vandijk', language: 'nl', address: 'office', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: `Phone ${STUDIO_WIDTHS.phone}`, styles: { width: `${STUDIO_WIDTHS.phone}px`, height: '812px' }, type: 'mobile' },
        desktop: { name: `Desktop ${STUDIO_WIDTHS.desktop}`, styles: { width: `${STUDIO_WIDTHS.desktop}px`, height: '900px' }, type: 'desktop' },
      },
    },
  },
  decorators: [withPortal],
};

export default preview;
