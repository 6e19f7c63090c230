import { pageMeta } from '@ironvolt/shared/pages';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useUser } from '@/features/accounts/api/get-user';
import { TradeAccount } from '@/features/companies/components/trade-account';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.tradeAccount;

export const TradeAccountRoute = () => {
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} lead="Buy for your company, with its buyers and delivery addresses." />
      <TradeAccount
        myId={user?._id}
        member={user ? user.company !== null : undefined}
        invitationToken={params.get('invitation')}
        onInvitationDone={() => setParams({}, { replace: true })}
      />
    </>
  );
};
