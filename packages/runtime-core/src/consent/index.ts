import { CONSENT_EVENT, consentAllows } from '@vitrine/widget-api/consent';
import type { RunningFeature } from '../chunks/lazy-features';
import { googleConsentState, hasGoogleTags, sendGoogleConsent } from '../config/google-consent';
import { ScriptRunner } from '../navigation/script-runner';
import type { RuntimeParts } from '../runtime-parts';

/**
 * What follows the visitor's answer on the page, from the stored one at start and then each new one: Google's
 * tags get `update` with what is allowed (boot sent a `default` that waits for it), and the site's held scripts
 * (`type="text/plain" data-category="…"`) whose category is now allowed run, the first document's and those of
 * pages shown since that were held then. A page's held scripts already allowed when it arrives are run by the
 * navigation's own script run, in document order with its other scripts.
 */
export function startConsent({ win, doc, reportError }: RuntimeParts): RunningFeature {
  const runner = new ScriptRunner({ win, doc, reportError });
  const lifetime = new AbortController();
  const follow = (): void => {
    if (hasGoogleTags(win))
      sendGoogleConsent(
        win,
        'update',
        googleConsentState((category) => consentAllows(category, win)),
      );
    void runner.runHeld(doc, lifetime.signal);
  };
  follow();
  win.addEventListener(CONSENT_EVENT, follow);
  return {
    stop() {
      lifetime.abort();
      win.removeEventListener(CONSENT_EVENT, follow);
    },
  };
}
