import { MarkupAttribute } from '@vitrine/runtime-core/markup';
import { markupFlag } from '../markup-flag';
import { pagePath } from '../site';

/**
 * The home page's announcement. Rendered `hidden`: core shows it after its delay and hides it again after
 * its duration, so without JavaScript the page simply has no announcement.
 */
export function NotificationBar() {
  return (
    <aside
      id="weekend-buns"
      className="notification-bar"
      aria-label="Announcement"
      hidden
      {...markupFlag(MarkupAttribute.notification)}
      {...{ [MarkupAttribute.notificationDelay]: '1.5', [MarkupAttribute.notificationDuration]: '20' }}
    >
      <p className="notification-bar__text">
        <strong>This weekend only:</strong> hot cross buns with candied orange, from 8:00 until they run out.{' '}
        <a href={pagePath('menu')}>See the menu</a>
      </p>
      <button
        type="button"
        className="notification-bar__close"
        aria-label="Close announcement"
        {...markupFlag(MarkupAttribute.notificationClose)}
      >
        ×
      </button>
    </aside>
  );
}
