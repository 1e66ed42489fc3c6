import { MarkupAttribute } from '../markup/attributes';

/**
 * The runtime error block (spec §2, §8): the configured message and a Try Again link back to the page that
 * failed. It is plain DOM so it shows even when nothing else of the page could load.
 */
export function createErrorBlock(
  doc: Document,
  message: string,
  retryUrl: URL,
  retryLabel: string,
): HTMLElement {
  const block = doc.createElement('div');
  block.className = 'vitrine-error';
  block.setAttribute('role', 'alert');
  Object.assign(block.style, { padding: '48px 24px', textAlign: 'center' });
  const text = doc.createElement('p');
  text.className = 'vitrine-error__message';
  text.textContent = message;
  const retry = doc.createElement('a');
  retry.className = 'vitrine-error__retry';
  retry.href = `${retryUrl.pathname}${retryUrl.search}${retryUrl.hash}`;
  retry.setAttribute(MarkupAttribute.retry, '');
  retry.textContent = retryLabel;
  block.append(text, retry);
  return block;
}
