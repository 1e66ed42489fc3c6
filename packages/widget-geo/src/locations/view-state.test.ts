import { describe, expect, it } from 'vitest';
import { type ViewState, viewReducer } from './view-state';

describe('viewReducer', () => {
  const list: ViewState = { view: 'list', selectedId: undefined };

  it('toggles between list and map', () => {
    const map = viewReducer(list, { type: 'show', view: 'map' });
    expect(map).toEqual({ view: 'map', selectedId: undefined });
    expect(viewReducer(map, { type: 'show', view: 'list' })).toEqual(list);
    expect(viewReducer(list, { type: 'show', view: 'list' })).toBe(list);
  });

  it('opens one location and goes back to the view it came from', () => {
    const map = viewReducer(list, { type: 'show', view: 'map' });
    const single = viewReducer(map, { type: 'select', id: 'kiosk' });
    expect(single).toEqual({ view: 'map', selectedId: 'kiosk' });
    expect(viewReducer(single, { type: 'back' })).toEqual(map);
    expect(viewReducer(list, { type: 'back' })).toBe(list);
  });

  it('leaves a single location for the view asked for', () => {
    const single = viewReducer(list, { type: 'select', id: 'kiosk' });
    expect(viewReducer(single, { type: 'show', view: 'list' })).toEqual(list);
  });
});
