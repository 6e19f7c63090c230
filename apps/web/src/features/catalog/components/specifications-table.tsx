import type { Product } from '@ironvolt/shared/catalog';

/** A tool's specification table (voltage, power, weight…) in the admin's order; nothing when it has none. */
export const SpecificationsTable = ({ attributes }: { attributes: Product['attributes'] }) => {
  if (attributes.length === 0) return null;
  return (
    <section aria-labelledby="tool-specifications" className="min-w-0">
      <h2 id="tool-specifications" className="mb-3 font-bold text-2xl tracking-tight">
        Specifications
      </h2>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table aria-labelledby="tool-specifications" className="table">
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute.name} className="even:bg-base-200/60">
                <th scope="row" className="w-2/5 break-words align-top font-semibold">
                  {attribute.name}
                </th>
                <td className="break-words">{attribute.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
