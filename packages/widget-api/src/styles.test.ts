import { describe, expect, it } from 'vitest';
import { injectStyleOnce } from './styles';

describe('injectStyleOnce', () => {
  it('adds a stylesheet once per id, first in <head>', () => {
    document.head.innerHTML = '<style id="site">p{color:red}</style>';
    injectStyleOnce('widget-a', '.a{color:blue}');
    injectStyleOnce('widget-a', '.a{color:green}');
    injectStyleOnce('widget-b', '.b{}');
    const styles = Array.from(document.head.querySelectorAll('style'));
    expect(styles.map((style) => style.dataset.vitrineStyle ?? style.id)).toEqual([
      'widget-b',
      'widget-a',
      'site',
    ]);
    expect(styles[1]?.textContent).toBe('.a{color:blue}');
  });
});
