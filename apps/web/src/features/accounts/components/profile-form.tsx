import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateUserBody, UpdateUserBodySchema, type User } from '@ironvolt/shared/accounts';
import { accountMessages } from '@ironvolt/shared/accounts-constants';
import { uploadTypes } from '@ironvolt/shared/uploads';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type { z } from 'zod';
import { Avatar } from '@/components/ui/avatar';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { TextField } from '@/components/ui/form/text-field';
import { Icon } from '@/components/ui/icon';
import { isAdmin } from '@/features/accounts/api/get-user';
import { useUpdateUser } from '@/features/accounts/api/update-user';
import { EmailUnverifiedNotice, EmailVerifiedBadge } from '@/features/accounts/components/email-verification';
import { useUploadImage } from '@/lib/upload-image';

type ProfileValues = z.input<typeof UpdateUserBodySchema>;

const toValues = (user: User): ProfileValues => ({
  name: user.name,
  phoneNo: user.phoneNo ?? '',
  address: { ...user.address },
  social: { ...user.social },
});

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-base-300 border-t pt-6">
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
};

/**
 * SPEC section 4's profile form: read-only until 'Edit'; 'Update' saves, says 'Information updated', refetches
 * and returns to read-only. Email never changes here.
 */
export const ProfileForm = ({ user }: { user: User }) => {
  const [editing, setEditing] = useState(false);
  const update = useUpdateUser();
  const upload = useUploadImage();
  const photoHintId = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ProfileValues, unknown, UpdateUserBody>({
    resolver: zodResolver(UpdateUserBodySchema),
    values: toValues(user),
    // A refetch while editing must not wipe what the user is typing.
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (body) => {
    setPhotoError(undefined);
    let image: string | undefined;
    if (photo) {
      // A new photo goes to the upload service first; its URL is sent with the rest (SPEC section 7).
      try {
        image = await upload.mutateAsync(photo);
      } catch (error) {
        setPhotoError(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    update.mutate(
      { id: user._id, body: image ? { ...body, image } : body },
      {
        onSuccess: () => {
          toast.success(accountMessages.informationUpdated);
          setPhoto(null);
          setEditing(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  });

  // Focus follows the mode: into the first field on 'Edit', back to 'Edit' after 'Update' or 'Cancel'.
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) setFocus('name');
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing, setFocus]);

  const cancel = () => {
    reset(toValues(user), { keepDirtyValues: false });
    setPhoto(null);
    setPhotoError(undefined);
    setEditing(false);
  };

  const readOnly = !editing;
  const busy = update.isPending || upload.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Profile"
      className="rounded-box border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-8">
        <Avatar name={user.name} image={user.image} size="lg" alt={`Photo of ${user.name}`} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-2xl">{user.name}</p>
          <p className="truncate text-base-content/80">{user.email}</p>
          <div className="flex flex-wrap items-center gap-x-2">
            <p className={`badge mt-2 ${isAdmin(user) ? 'badge-primary' : 'badge-outline'}`}>
              {isAdmin(user) ? 'Admin' : 'Customer'}
            </p>
            <EmailVerifiedBadge user={user} />
          </div>
          <EmailUnverifiedNotice user={user} />
        </div>
        {editing ? null : (
          <button
            ref={editButtonRef}
            type="button"
            className="btn btn-primary gap-2 self-start"
            onClick={() => setEditing(true)}
          >
            <Icon name="pencil" className="size-4" />
            Edit
          </button>
        )}
      </div>

      <div className="flex flex-col gap-6 px-5 pb-6 sm:px-8 sm:pb-8">
        {editing ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${photoHintId}-input`} className="font-medium text-sm">
              Photo
            </label>
            <FileDropZone
              id={`${photoHintId}-input`}
              accept={uploadTypes.join(',')}
              invalid={Boolean(photoError)}
              preview={photo ? [photo] : null}
              aria-describedby={photoError ? `${photoHintId} ${photoHintId}-error` : photoHintId}
              onChange={(event) => {
                setPhotoError(undefined);
                setPhoto(event.target.files?.[0] ?? null);
              }}
            />
            <p id={photoHintId} className="flex gap-2 text-base-content/75 text-sm">
              <Icon name="camera" className="mt-0.5 size-4 shrink-0" />
              JPEG, PNG, WebP or GIF, up to 5 MB. Update saves it with the rest.
            </p>
            {photoError ? (
              <p id={`${photoHintId}-error`} className="font-medium text-error text-sm">
                {photoError}
              </p>
            ) : null}
          </div>
        ) : null}

        <Section title="About you">
          <TextField
            label="Name"
            autoComplete="name"
            readOnly={readOnly}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            value={user.email}
            readOnly
            hint={editing ? 'Your email identifies your account and cannot be changed here.' : undefined}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            readOnly={readOnly}
            error={errors.phoneNo?.message}
            {...register('phoneNo')}
          />
        </Section>

        <Section title="Address">
          <TextField
            label="Country"
            autoComplete="country-name"
            readOnly={readOnly}
            error={errors.address?.country?.message}
            {...register('address.country')}
          />
          <TextField
            label="State"
            autoComplete="address-level1"
            readOnly={readOnly}
            error={errors.address?.state?.message}
            {...register('address.state')}
          />
          <TextField
            label="Street address"
            autoComplete="street-address"
            readOnly={readOnly}
            className="sm:col-span-2"
            error={errors.address?.streetAddress?.message}
            {...register('address.streetAddress')}
          />
        </Section>

        <Section title="Social">
          <TextField
            label="LinkedIn"
            type="url"
            inputMode="url"
            readOnly={readOnly}
            error={errors.social?.linkedin?.message}
            {...register('social.linkedin')}
          />
          <TextField
            label="Twitter"
            type="url"
            inputMode="url"
            readOnly={readOnly}
            error={errors.social?.twitter?.message}
            {...register('social.twitter')}
          />
        </Section>

        {editing ? (
          <div className="flex flex-wrap justify-end gap-3 border-base-300 border-t pt-6">
            <button type="button" className="btn btn-ghost" onClick={cancel} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary min-w-32" disabled={busy}>
              {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
              Update
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
};
