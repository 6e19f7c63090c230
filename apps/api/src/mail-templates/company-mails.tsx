import { FullLink, MailLayout, type MailShop, Paragraph } from './layout.tsx';
import { type RenderedMail, renderMail } from './render.ts';

/** An invitation to a company (ADR 130): the company's name, the role offered and the single-use link. */
export interface CompanyInvitationData {
  shop: MailShop;
  link: string;
  companyName: string;
  role: 'admin' | 'buyer';
  days: number;
}

/** What a decision on an application states: the company's name and the decision. */
export interface CompanyDecisionData {
  shop: MailShop;
  companyName: string;
  link: string;
}

export const companyMailKinds = ['company_invitation', 'company_approved', 'company_rejected'] as const;

export function CompanyInvitationMail({ shop, link, companyName, role, days }: CompanyInvitationData) {
  return (
    <MailLayout shop={shop} preview={`Join ${companyName}'s trade account at ${shop.shopName}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        You are invited to buy for {companyName} at {shop.shopName} as{' '}
        {role === 'admin' ? 'a company admin' : 'a buyer'}. Sign in or register with this email address,
        confirm it, then open this link within {days} days to accept:
        <br />
        <FullLink href={link} />
      </Paragraph>
      <Paragraph>If you do not know {companyName}, ignore this mail: the link works only once.</Paragraph>
    </MailLayout>
  );
}

export function CompanyApprovedMail({ shop, companyName, link }: CompanyDecisionData) {
  return (
    <MailLayout shop={shop} preview={`Your trade account at ${shop.shopName} is approved`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We have approved the trade account of {companyName}. You are its company admin: invite your buyers and
        add your delivery addresses on the Trade account page:
        <br />
        <FullLink href={link} />
      </Paragraph>
    </MailLayout>
  );
}

export function CompanyRejectedMail({ shop, companyName, link }: CompanyDecisionData) {
  return (
    <MailLayout shop={shop} preview={`Your trade account application at ${shop.shopName}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We could not approve the trade account of {companyName}. You can still buy as a customer, and apply
        again on the Trade account page:
        <br />
        <FullLink href={link} />
      </Paragraph>
    </MailLayout>
  );
}

export const companyInvitationMail = (props: CompanyInvitationData): Promise<RenderedMail> =>
  renderMail(<CompanyInvitationMail {...props} />);
export const companyApprovedMail = (props: CompanyDecisionData): Promise<RenderedMail> =>
  renderMail(<CompanyApprovedMail {...props} />);
export const companyRejectedMail = (props: CompanyDecisionData): Promise<RenderedMail> =>
  renderMail(<CompanyRejectedMail {...props} />);
