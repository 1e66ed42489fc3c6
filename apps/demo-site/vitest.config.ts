import { mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

// The server runs on Node, so no DOM environment. The build scripts have tests beside them too. Server tests
// check real passwords (scrypt, by design slow), serve real sockets and spawn processes: on a busy two-core
// machine one can take seconds, so they get 20 s before they count as hung.
export default mergeConfig(sharedVitestConfig, {
  test: {
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
    testTimeout: 20_000,
    // Node's own errors (a full disk's ENOSPC, a reset socket) come from outside a VM pool's context, where the
    // server's checks of them fail; here a process per file costs little, as there is no DOM to build.
    pool: 'forks',
  },
});
