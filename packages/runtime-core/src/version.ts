import { version } from '../package.json';

/** This core's version, matched against each widget's `requires` range. */
export const CORE_VERSION: string = version;
