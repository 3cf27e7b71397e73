import packageJson from '../../package.json' with { type: 'json' };

/** The app version recorded in every log entry. */
export const APP_VERSION: string = packageJson.version;
