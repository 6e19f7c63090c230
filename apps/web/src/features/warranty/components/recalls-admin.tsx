import type { RecallBody } from '@ironvolt/shared/warranty';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Field } from '@/components/ui/form/field';
import { TextField } from '@/components/ui/form/text-field';
import { ApiError } from '@/lib/api-client';
import { useAllRecalls, usePublishRecall } from '../api/recalls';
import { recallScope } from './recall-list';

const EMPTY = {
  title: '',
  notice: '',
  model: '',
  serialFrom: '',
  serialTo: '',
  shippedFrom: '',
  shippedTo: '',
};
type Values = typeof EMPTY;

/** The shop admin's Recalls page: publish a recall (mailed to every owner and buyer once) and the list with figures. */
export const RecallsAdmin = () => {
  const recalls = useAllRecalls();
  const publish = usePublishRecall();
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));
  const fieldError = (field: keyof Values) => (error?.field === field ? error.message : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const body: RecallBody = { title: values.title, notice: values.notice, model: values.model };
    for (const key of ['serialFrom', 'serialTo', 'shippedFrom', 'shippedTo'] as const)
      if (values[key].trim()) body[key] = values[key].trim();
    try {
      const done = await publish.mutateAsync(body);
      toast.success(
        `Recall published: ${done.notified} ${done.notified === 1 ? 'address' : 'addresses'} mailed, ${done.registeredOwners} registered ${done.registeredOwners === 1 ? 'owner' : 'owners'}`,
      );
      setValues(EMPTY);
    } catch (e) {
      setError({ field: e instanceof ApiError ? e.field : undefined, message: (e as Error).message });
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <form className="flex max-w-2xl flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <h2 className="font-semibold text-xl">Publish a recall</h2>
        <TextField
          label="Title"
          name="title"
          value={values.title}
          onChange={set('title')}
          error={fieldError('title')}
        />
        <TextField
          label="Model"
          name="model"
          value={values.model}
          onChange={set('model')}
          error={fieldError('model')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First serial number (optional)"
            name="serialFrom"
            value={values.serialFrom}
            onChange={set('serialFrom')}
            error={fieldError('serialFrom')}
          />
          <TextField
            label="Last serial number (optional)"
            name="serialTo"
            value={values.serialTo}
            onChange={set('serialTo')}
            error={fieldError('serialTo')}
          />
          <TextField
            label="Shipped from (optional)"
            name="shippedFrom"
            type="date"
            value={values.shippedFrom}
            onChange={set('shippedFrom')}
            error={fieldError('shippedFrom')}
          />
          <TextField
            label="Shipped until (optional)"
            name="shippedTo"
            type="date"
            value={values.shippedTo}
            onChange={set('shippedTo')}
            error={fieldError('shippedTo')}
          />
        </div>
        <Field
          label="Notice"
          hint="What owners should do. Mailed to every registered owner and buyer of an affected tool, once each."
          error={fieldError('notice')}
        >
          {(control) => (
            <textarea
              {...control}
              name="notice"
              className="textarea w-full"
              rows={5}
              value={values.notice}
              onChange={set('notice')}
            />
          )}
        </Field>
        {error && !(error.field && error.field in EMPTY) ? (
          <p role="alert" className="font-medium text-error text-sm">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={publish.isPending}>
          Publish recall
        </button>
      </form>
      <section aria-labelledby="recalls-published" className="flex flex-col gap-3">
        <h2 id="recalls-published" className="font-semibold text-xl">
          Published recalls
        </h2>
        {recalls.data?.length === 0 ? <p className="text-base-content/80">No recalls yet.</p> : null}
        <ul className="flex flex-col gap-3">
          {(recalls.data ?? []).map((recall) => (
            <li key={recall._id} className="rounded-box border border-base-300 bg-base-100 p-4">
              <p className="font-semibold">
                {recall.title} {recall.closedAt ? <span className="badge badge-ghost">Closed</span> : null}
              </p>
              <p className="text-base-content/80 text-sm">{recallScope(recall)}</p>
              <p className="text-sm">
                {recall.notified} mailed · {recall.registeredOwners} registered owners
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
