import { act, screen } from '@testing-library/react';
import { useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, recordingLogger } from '../testing';
import { reactMount } from './react-mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function Broken(): never {
  throw new Error('no oven');
}

function island(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

describe('reactMount', () => {
  it('renders the component with its config in its own root, and unmounts it on cleanup', () => {
    const mount = reactMount<{ greeting: string }>(({ config }) => <p>{config.greeting}</p>);
    const element = island();
    let cleanup: ReturnType<typeof mount> | undefined;
    act(() => {
      cleanup = mount(element, createTestContext({ greeting: 'Fresh bread' }));
    });
    expect(screen.getByText('Fresh bread')).toBeTruthy();
    act(() => cleanup?.());
    expect(element.innerHTML).toBe('');
  });

  it('keeps a render error inside the island, logs it and shows the fallback', () => {
    const logger = recordingLogger();
    const mount = reactMount(Broken, { fallback: <span>unavailable</span> });
    const neighbour = reactMount<null>(() => <p>still here</p>);
    const originalError = console.error;
    console.error = () => {};
    try {
      act(() => {
        mount(island(), createTestContext(null, { logger }));
        neighbour(island(), createTestContext(null));
      });
    } finally {
      console.error = originalError;
    }
    expect(screen.getByText('unavailable')).toBeTruthy();
    expect(screen.getByText('still here')).toBeTruthy();
    expect(
      logger.lines.some(([level, , details]) => level === 'error' && String(details[0]).includes('no oven')),
    ).toBe(true);
  });

  it('gives every island a distinct identifier prefix, even for the same widget id', () => {
    const ids: string[] = [];
    const mount = reactMount<null>(() => {
      const id = useId();
      ids.push(id);
      return <span id={id} />;
    });
    act(() => {
      mount(island(), createTestContext(null));
      mount(island(), createTestContext(null));
    });
    expect(new Set(ids).size).toBe(2);
  });
});
