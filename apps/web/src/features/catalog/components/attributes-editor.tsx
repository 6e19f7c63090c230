import type { ProductAttribute } from '@ironvolt/shared/catalog';
import { ATTRIBUTES_MAX } from '@ironvolt/shared/catalog-constants';
import { TextField } from '@/components/ui/form/text-field';
import { focusAfterRender, moved } from '@/features/catalog/utils/list-editing';

type AttributesEditorProps = {
  idPrefix: string;
  attributes: ProductAttribute[];
  onChange: (attributes: ProductAttribute[]) => void;
  /** Refusals by listErrorKey('attributes', …): `<row>.name`, `<row>.value` or `list`. */
  errors: Record<string, string>;
};

/**
 * The admin's specification table: rows of a name and a value (voltage, power, weight…) in the order the tool
 * page shows them, added, removed and moved by buttons. The shared rule (attributeMessages) is checked on send.
 */
export const AttributesEditor = ({ idPrefix, attributes, onChange, errors }: AttributesEditorProps) => {
  const set = (index: number, field: keyof ProductAttribute, value: string) =>
    onChange(attributes.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const move = (index: number, to: number, button: 'up' | 'down') => {
    onChange(moved(attributes, index, to));
    // Focus follows the row; at an end of the list the other button is the one still enabled.
    const last = attributes.length - 1;
    const keep =
      (button === 'up' && to === 0) || (button === 'down' && to === last)
        ? button === 'up'
          ? 'down'
          : 'up'
        : button;
    focusAfterRender(`${idPrefix}-attribute-${to}-${keep}`);
  };
  const remove = (index: number) => {
    onChange(attributes.filter((_, i) => i !== index));
    focusAfterRender(
      attributes.length > 1
        ? `${idPrefix}-attribute-${Math.min(index, attributes.length - 2)}-name`
        : `${idPrefix}-attribute-add`,
    );
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">Specifications (optional)</legend>
      <p className="text-base-content/75 text-sm">
        Shown as a table on the tool's page, in this order: e.g. Voltage 18 V, Weight 1.6 kg.
      </p>
      {attributes.map((row, index) => {
        const n = index + 1;
        return (
          // Rows have no identity beyond their place: moving one moves its text, as their labels say.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_2fr_auto]">
            <TextField
              id={`${idPrefix}-attribute-${index}-name`}
              label={`Specification ${n}: name`}
              autoComplete="off"
              value={row.name}
              onChange={(event) => set(index, 'name', event.target.value)}
              error={errors[`${index}.name`]}
            />
            <TextField
              id={`${idPrefix}-attribute-${index}-value`}
              label={`Specification ${n}: value`}
              autoComplete="off"
              value={row.value}
              onChange={(event) => set(index, 'value', event.target.value)}
              error={errors[`${index}.value`]}
            />
            <div className="flex flex-wrap gap-1 sm:mt-7">
              <button
                id={`${idPrefix}-attribute-${index}-up`}
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={index === 0}
                aria-label={`Move specification ${n} up`}
                onClick={() => move(index, index - 1, 'up')}
              >
                Up
              </button>
              <button
                id={`${idPrefix}-attribute-${index}-down`}
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={index === attributes.length - 1}
                aria-label={`Move specification ${n} down`}
                onClick={() => move(index, index + 1, 'down')}
              >
                Down
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove(index)}>
                Remove<span className="sr-only"> specification {n}</span>
              </button>
            </div>
          </div>
        );
      })}
      {errors.list ? (
        <p role="alert" className="text-error text-sm">
          {errors.list}
        </p>
      ) : null}
      <div>
        <button
          id={`${idPrefix}-attribute-add`}
          type="button"
          className="btn btn-outline btn-sm"
          disabled={attributes.length >= ATTRIBUTES_MAX}
          onClick={() => {
            onChange([...attributes, { name: '', value: '' }]);
            focusAfterRender(`${idPrefix}-attribute-${attributes.length}-name`);
          }}
        >
          Add a specification
        </button>
      </div>
    </fieldset>
  );
};
