import { formatDollars } from '@ironvolt/shared/money';
import type { ShippingZone } from '@ironvolt/shared/shipping';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList, LoadFailed, TableSkeleton } from '@/components/ui/table-states';
import { useDeleteShippingZone, useShippingZones } from '@/features/shipping/api/shipping-zones';
import { ZoneForm } from '@/features/shipping/components/zone-form';
import { countryName } from '@/lib/countries';

const kg = (weight: number) => `${weight.toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;

/** "Up to 5 kg: $12.00", one per bracket. */
const bracketsText = (zone: ShippingZone) =>
  zone.brackets.map((bracket) => `Up to ${kg(bracket.upToKg)}: ${formatDollars(bracket.price)}`);

const aboveText = (zone: ShippingZone) => {
  const last = zone.brackets.at(-1);
  if (!last) return null;
  return zone.perKg === 0
    ? `Above ${kg(last.upToKg)}: the last bracket's price`
    : `Above ${kg(last.upToKg)}: ${formatDollars(last.price)} plus ${formatDollars(zone.perKg)} per kg started`;
};

const freeText = (zone: ShippingZone) =>
  zone.freeOverNet === null ? 'Never free' : `Free over ${formatDollars(zone.freeOverNet)} net`;

const countriesText = (zone: ShippingZone) =>
  zone.countries.map((code) => `${countryName(code)} (${code})`).join(', ');

/** One zone as a card: a phone shows it as well as a desktop, where a table of five columns would not fit. */
const ZoneCard = ({
  zone,
  onEdit,
  onDelete,
}: {
  zone: ShippingZone;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const headingId = `zone-${zone._id}`;
  const above = aboveText(zone);
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:flex-row sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 id={headingId} className="font-semibold text-lg">
          {zone.name}
        </h3>
        <p className="break-words">{countriesText(zone)}</p>
        {zone.brackets.length === 0 ? (
          <p className="font-medium">No rates yet: these countries are not shipped to.</p>
        ) : (
          <>
            <ul className="text-sm" aria-label={`Weight brackets of ${zone.name}`}>
              {bracketsText(zone).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            {above ? <p className="text-sm">{above}</p> : null}
          </>
        )}
        <p className="text-sm">{freeText(zone)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-2">
        <button id={`edit-${zone._id}`} type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
          Edit {zone.name}
        </button>
        <button type="button" className="btn btn-ghost btn-sm text-error" onClick={onDelete}>
          Delete {zone.name}
        </button>
      </div>
    </li>
  );
};

/** The shop admins' Shipping page: every zone with its countries and rates; add, edit and delete zones (ADR 145). */
export const ShippingAdmin = () => {
  const { data, isPending, isError, refetch } = useShippingZones();
  const remove = useDeleteShippingZone();
  // The form open: 'new' to add a zone, or the id of the zone being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ShippingZone | null>(null);
  const zones = data?.zones ?? [];
  const edited = zones.find((zone) => zone._id === editing);
  // When the form closes the keyboard goes back where it opened it: the zone's Edit button, or Add.
  const addRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || returnTo.current === null) return;
    const from = returnTo.current;
    returnTo.current = null;
    (from === 'new' ? addRef.current : document.getElementById(`edit-${from}`))?.focus();
  }, [editing]);
  const close = () => {
    returnTo.current = editing;
    setEditing(null);
  };

  if (editing !== null && (editing === 'new' || edited))
    return (
      <ZoneForm
        key={editing}
        zone={edited}
        onCancel={close}
        onSaved={(zone) => {
          toast.success(`${zone.name}: ${edited ? 'saved' : 'added'}`);
          close();
        }}
      />
    );

  return (
    <div className="space-y-6">
      <button ref={addRef} type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
        Add a shipping zone
      </button>
      {isPending ? (
        <TableSkeleton rows={3} label="Loading shipping zones…" />
      ) : isError ? (
        <LoadFailed what="shipping zones" onRetry={() => void refetch()} />
      ) : zones.length === 0 ? (
        <EmptyList>No shipping zone yet: no country is shipped to. Add one.</EmptyList>
      ) : (
        <section aria-labelledby="zones-heading" className="space-y-3">
          <h2 id="zones-heading" className="font-semibold text-xl">
            Zones ({zones.length})
          </h2>
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {zones.map((zone) => (
              <ZoneCard
                key={zone._id}
                zone={zone}
                onEdit={() => setEditing(zone._id)}
                onDelete={() => setDeleting(zone)}
              />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        action={
          deleting
            ? `Delete the zone ${deleting.name}: ${deleting.countries.map(countryName).join(', ')} will no longer be shipped to (orders placed keep their shipping).`
            : ''
        }
        onClose={(accepted) => {
          if (!accepted || !deleting) {
            setDeleting(null);
            return;
          }
          remove.mutate(deleting._id, {
            onSuccess: () => toast.success(`${deleting.name}: deleted`),
            onError: (error) => toast.error(error.message),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
};
