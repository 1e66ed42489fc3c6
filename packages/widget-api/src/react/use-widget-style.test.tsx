import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWidgetStyle } from './use-widget-style';

function Styled() {
  useWidgetStyle('widget-test', '.vw-test{color:red}');
  return <p className="vw-test">styled</p>;
}

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('useWidgetStyle', () => {
  it('puts the stylesheet first in <head> once, however many widgets render', () => {
    document.head.append(document.createElement('style'));
    render(
      <>
        <Styled />
        <Styled />
      </>,
    );
    const styles = document.head.querySelectorAll('style[data-vitrine-style="widget-test"]');
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
    expect(styles[0]?.textContent).toBe('.vw-test{color:red}');
  });
});
