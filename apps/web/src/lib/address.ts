import type { User } from '@ironvolt/shared/accounts';

/** The profile's address as one delivery line: street, state, country, those that are filled in. */
export const addressOf = (user: User): string =>
  [user.address?.streetAddress, user.address?.state, user.address?.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
