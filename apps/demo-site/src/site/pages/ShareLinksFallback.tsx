import type { ShareNetwork } from '@vitrine/widget-social';
import { NETWORK_NAMES } from '@vitrine/widget-social';

/** The share buttons' links as plain HTML: what a visitor gets before the widget starts, or if it cannot. */
export function ShareLinksFallback({ links }: { links: { network: ShareNetwork; href: string }[] }) {
  return (
    <ul className="vw-share__list">
      {links.map(({ network, href }) => (
        <li key={network}>
          <a className="vw-share__button" href={href} target="_blank" rel="noopener noreferrer">
            {NETWORK_NAMES[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
