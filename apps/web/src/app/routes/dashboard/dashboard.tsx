import type { User } from '@ironvolt/shared/accounts';
import { dashboardMenuText } from '@ironvolt/shared/navigation';
import { Outlet } from 'react-router';
import { DashboardLayout, type DashboardNavItem } from '@/components/layouts/dashboard-layout';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isAdmin, useUser } from '@/features/accounts/api/get-user';
import { useAccessToken } from '@/lib/auth';

const { dashboard } = paths;

const everyone: DashboardNavItem[] = [
  { to: dashboard.myProfile.getHref(), label: dashboardMenuText.myProfile, icon: 'user' },
];

// SPEC section 2: customers see their orders and the review form; admins the shop's management pages.
const customers: DashboardNavItem[] = [
  { to: dashboard.cart.getHref(), label: dashboardMenuText.cart, icon: 'shopping-cart' },
  { to: dashboard.quickOrder.getHref(), label: dashboardMenuText.quickOrder, icon: 'zap' },
  { to: dashboard.myOrders.getHref(), label: dashboardMenuText.myOrders, icon: 'shopping-bag' },
  { to: dashboard.myQuotes.getHref(), label: dashboardMenuText.myQuotes, icon: 'file-text' },
  { to: dashboard.myReturns.getHref(), label: dashboardMenuText.myReturns, icon: 'package' },
  { to: dashboard.addReview.getHref(), label: dashboardMenuText.addReview, icon: 'star' },
  { to: dashboard.tradeAccount.getHref(), label: dashboardMenuText.tradeAccount, icon: 'building' },
];

const approvalsItem: DashboardNavItem = {
  to: dashboard.approvals.getHref(),
  label: dashboardMenuText.approvals,
  icon: 'clipboard',
};

const admins: DashboardNavItem[] = [
  { to: dashboard.manageOrders.getHref(), label: dashboardMenuText.manageOrders, icon: 'clipboard' },
  { to: dashboard.addProduct.getHref(), label: dashboardMenuText.addProduct, icon: 'package-plus' },
  { to: dashboard.users.getHref(), label: dashboardMenuText.allUsers, icon: 'users' },
  { to: dashboard.manageProducts.getHref(), label: dashboardMenuText.manageProducts, icon: 'boxes' },
  { to: dashboard.categories.getHref(), label: dashboardMenuText.categories, icon: 'folders' },
  { to: dashboard.overview.getHref(), label: dashboardMenuText.overview, icon: 'trending-up' },
  { to: dashboard.activity.getHref(), label: dashboardMenuText.activity, icon: 'clock' },
  { to: dashboard.mail.getHref(), label: dashboardMenuText.mail, icon: 'mail' },
  { to: dashboard.companies.getHref(), label: dashboardMenuText.companies, icon: 'building' },
  { to: dashboard.receivables.getHref(), label: dashboardMenuText.receivables, icon: 'credit-card' },
  { to: dashboard.priceLists.getHref(), label: dashboardMenuText.priceLists, icon: 'tags' },
  { to: dashboard.quotes.getHref(), label: dashboardMenuText.quotes, icon: 'file-text' },
  { to: dashboard.shipping.getHref(), label: dashboardMenuText.shipping, icon: 'truck' },
  { to: dashboard.recalls.getHref(), label: dashboardMenuText.recalls, icon: 'shield-off' },
  { to: dashboard.returns.getHref(), label: dashboardMenuText.returns, icon: 'package' },
];

const SignedInAs = ({ user }: { user: User }) => (
  <div className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3">
    <Avatar name={user.name} image={user.image} size="md" />
    <div className="min-w-0">
      <p className="truncate font-semibold">{user.name}</p>
      <p className="text-base-content/75 text-sm">{isAdmin(user) ? 'Admin' : 'Customer'}</p>
    </div>
  </div>
);

/** /dashboard: the side menu for the user's role, and the page. */
export const DashboardRoute = () => {
  const signedIn = useAccessToken() !== null;
  const { data: user } = useUser();

  // Signed out while here: the app is already on its way to /login or home.
  if (!signedIn) return <Spinner />;

  // A company admin of an approved company decides on its buyers' orders above their limit.
  const approver =
    user?.company?.role === 'admin' && user.company.status === 'approved' ? [approvalsItem] : [];
  const items = user ? [...everyone, ...(isAdmin(user) ? admins : [...customers, ...approver])] : everyone;
  return (
    <DashboardLayout
      items={items}
      pendingItems={user ? 0 : 2}
      header={user ? <SignedInAs user={user} /> : null}
    >
      <Outlet />
    </DashboardLayout>
  );
};
