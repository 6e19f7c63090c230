// What every page's shell needs of accounts: where the browser keeps its token. Apart from accounts-constants.ts,
// whose messages and rules the first load of the storefront does not need.

export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';
