// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRuntime } from './index';

describe('createRuntime from the npm entry, outside a browser', () => {
  it('says it needs a browser and where server code belongs, instead of a bare ReferenceError', () => {
    expect(() => createRuntime()).toThrow(
      /createRuntime\(\) runs in a browser and there is no window here\. On a server, render markup with '@vitrine\/runtime-core\/markup'/,
    );
  });
});
