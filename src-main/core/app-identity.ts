/** Names the whole app shares: keychain service, product folder, app id. */
export const appName = 'Stint';
export const keychainService = 'dev.stint.desktop';
export const appId = 'dev.stint.desktop';
