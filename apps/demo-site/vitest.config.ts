import { mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

// The server runs on Node, so no DOM environment. The build scripts have tests beside them too.
export default mergeConfig(sharedVitestConfig, {
  test: { environment: 'node', include: ['scripts/**/*.test.ts'] },
});
