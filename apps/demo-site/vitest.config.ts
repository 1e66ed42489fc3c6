import { mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

// The server runs on Node, so no DOM environment. The build scripts have tests beside them too. Server tests
// check real passwords (scrypt, by design slow), serve real sockets and spawn processes: on a busy two-core
// machine one can take seconds, so they get 20 s before they count as hung.
export default mergeConfig(sharedVitestConfig, {
  test: { environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 20_000 },
});
