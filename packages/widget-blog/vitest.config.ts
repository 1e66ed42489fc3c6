import { mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

export default mergeConfig(sharedVitestConfig, { test: { environment: 'jsdom' } });
