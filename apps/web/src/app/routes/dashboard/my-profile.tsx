import { pageMeta } from '@ironvolt/shared/pages';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/accounts/api/get-user';
import { MyDataPanel } from '@/features/accounts/components/my-data-panel';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { PageMeta } from '@/features/site/components/page-meta';

const { title, description } = pageMeta.myProfile;

export const MyProfileRoute = () => {
  const { data: user, isError, refetch } = useUser();
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader title={title} lead="Your name, contact details and address, used for your orders." />
      {user ? (
        <>
          <ProfileForm user={user} />
          <MyDataPanel user={user} />
        </>
      ) : isError ? (
        <div className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
          <p className="font-medium">Your profile could not be loaded.</p>
          <button type="button" className="btn btn-primary btn-sm mt-4" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <Spinner />
      )}
    </>
  );
};
