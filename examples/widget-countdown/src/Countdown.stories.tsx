import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTestContext } from '@vitrine/widget-api/testing';
import { Countdown } from './Countdown';
import type { CountdownConfig } from './config';

// The widget as a page shows it, without a running core: widget-api's testing helpers give it a context.
const meta = {
  title: 'Countdown',
  args: { until: '2030-06-21T18:00:00Z', label: 'Midsummer bake starts in', doneLabel: 'The ovens are open' },
  render: (config) => <Countdown config={config} context={createTestContext(config)} />,
} satisfies Meta<CountdownConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {};

export const Done: Story = { args: { until: '2020-06-21T18:00:00Z' } };
