import { FullLink, MailLayout, type MailShop, Paragraph } from './layout.tsx';
import { type RenderedMail, renderMail } from './render.ts';

/**
 * What a link mail states: the shop and the single-use link. No text the registrant wrote: these mails go to
 * addresses nobody has proven, and a name may carry a URL or a phone number for a stranger's mailbox. Mails
 * written before kept a `name` beside these; it is no longer read.
 */
export interface LinkMail {
  shop: MailShop;
  link: string;
}

/** The link that proves an address is its owner's (sent at registration and on request): never the name. */
export function VerificationMail({ shop, link, hours }: LinkMail & { hours: number }) {
  return (
    <MailLayout shop={shop} preview={`Confirm your email address for ${shop.shopName}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        To confirm that this address is yours, open this link within {hours} hours:
        <br />
        <FullLink href={link} />
      </Paragraph>
      <Paragraph>If you did not create an account at {shop.shopName}, ignore this mail.</Paragraph>
    </MailLayout>
  );
}

/** What a reset mail states: the name only of an account whose owner has proven the address. */
export interface PasswordResetData extends LinkMail {
  provenName?: string | undefined;
}

/** The single-use link that sets a new password. */
export function PasswordResetMail({ shop, provenName, link }: PasswordResetData) {
  return (
    <MailLayout shop={shop} preview={`Reset your ${shop.shopName} password`}>
      <Paragraph>{provenName ? `Hello ${provenName},` : 'Hello,'}</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your account. To choose a new one, open this link within an
        hour:
        <br />
        <FullLink href={link} />
      </Paragraph>
      <Paragraph>If it was not you, ignore this mail: your password stays as it is.</Paragraph>
    </MailLayout>
  );
}

export const verificationMail = (props: LinkMail & { hours: number }): Promise<RenderedMail> =>
  renderMail(<VerificationMail {...props} />);
export const passwordResetMail = (props: PasswordResetData): Promise<RenderedMail> =>
  renderMail(<PasswordResetMail {...props} />);
