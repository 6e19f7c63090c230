import { FullLink, MailLayout, type MailShop, Paragraph } from './layout.tsx';
import { type RenderedMail, renderMail } from './render.ts';

/** What a link mail states: to whom, and the single-use link. */
export interface LinkMail {
  shop: MailShop;
  name: string;
  link: string;
}

/** The link that proves an address is its owner's (sent at registration and on request). */
export function VerificationMail({ shop, name, link, hours }: LinkMail & { hours: number }) {
  return (
    <MailLayout shop={shop} preview={`Confirm your email address for ${shop.shopName}`}>
      <Paragraph>Hello {name || 'there'},</Paragraph>
      <Paragraph>
        To confirm that this address is yours, open this link within {hours} hours:
        <br />
        <FullLink href={link} />
      </Paragraph>
      <Paragraph>If you did not create an account at {shop.shopName}, ignore this mail.</Paragraph>
    </MailLayout>
  );
}

/** The single-use link that sets a new password. */
export function PasswordResetMail({ shop, name, link }: LinkMail) {
  return (
    <MailLayout shop={shop} preview={`Reset your ${shop.shopName} password`}>
      <Paragraph>Hello {name || 'there'},</Paragraph>
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
export const passwordResetMail = (props: LinkMail): Promise<RenderedMail> =>
  renderMail(<PasswordResetMail {...props} />);
