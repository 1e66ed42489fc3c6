import type { Decorator, Preview } from '@storybook/react-vite';
import { setStoryClock } from '../src/support/clock';
import '@vitrine/demo-site/public/assets/site.css';
import './preview.css';

/**
 * Every story may set `args.now`: the moment the preview's clock starts at, so a story shows the same state
 * whatever day it is viewed. Empty means the real time.
 */
const withStoryClock: Decorator = (Story, { args }) => {
  setStoryClock(args.now);
  return <Story />;
};

const preview: Preview = {
  decorators: [withStoryClock],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: { storySort: { order: ['Guides', 'Widgets', 'Chrome'] } },
  },
};

export default preview;
