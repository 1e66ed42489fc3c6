import { describe, expect, it } from 'vitest';
import { detectMode } from './mode';

describe('detectMode', () => {
  it('is editor when the query has a nee= marker', () => {
    expect(detectMode({ search: '?nee=true', hash: '' })).toBe('editor');
    expect(detectMode({ search: '?a=1&nee=', hash: '#preview' })).toBe('editor');
  });

  it('is preview when the hash contains preview', () => {
    expect(detectMode({ search: '', hash: '#preview' })).toBe('preview');
    expect(detectMode({ search: '?x=1', hash: '#!/site-preview-mode' })).toBe('preview');
  });

  it('is live otherwise, including look-alike markers', () => {
    expect(detectMode({ search: '', hash: '' })).toBe('live');
    expect(detectMode({ search: '?mynee=1', hash: '#top' })).toBe('live');
  });
});
