// The third-party loader on its own entry: core's chunks that load scripts import it without the rest of
// widget-api (through the root, the bundler would give them one chunk with widget code).
export type { ConsentCategory, ConsentMode } from './consent-mode';
export {
  CONSENT_CATEGORIES,
  CONSENT_MODES,
  consentAllows,
  consentMode,
  setConsentMode,
  whenConsentAllows,
} from './consent-mode';
export { consentPolicyVersion, setConsentPolicyVersion } from './consent-state';
export { cspNonce } from './csp-nonce';
export type { ThirdPartyFailure, ThirdPartyOptions, ThirdPartyScriptOptions } from './third-party-loader';
export {
  allowThirdParty,
  embedThirdPartyFrame,
  fetchThirdParty,
  loadThirdPartyImage,
  loadThirdPartyScript,
  loadThirdPartyStylesheet,
  THIRD_PARTY_TIMEOUT_MS,
  ThirdPartyLoadError,
} from './third-party-loader';
export type { ThirdPartyProvider } from './third-party-providers';
export { THIRD_PARTY_PROVIDERS } from './third-party-providers';
