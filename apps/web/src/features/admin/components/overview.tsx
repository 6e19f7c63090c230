import { LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { useOverview } from '@/features/admin/api/get-overview';
import { OverviewPanels } from './overview-panels';

export const ShopOverview = () => {
  const { data, isPending, isError, refetch } = useOverview();
  if (isPending) return <TableSkeleton rows={8} label="Loading…" />;
  if (isError) return <LoadFailed what="overview" onRetry={() => void refetch()} />;
  return <OverviewPanels overview={data} />;
};
