import type { Recall } from '@ironvolt/shared/warranty';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Which tools a recall covers, in words: the model, its serial range and shipping days when it has them. */
export const recallScope = (recall: Recall): string =>
  [
    `Model ${recall.model}`,
    recall.serialFrom || recall.serialTo
      ? `serial numbers ${recall.serialFrom ?? 'from the first'} to ${recall.serialTo ?? 'the last'}`
      : 'every serial number',
    recall.shippedFrom || recall.shippedTo
      ? `shipped ${recall.shippedFrom ? `from ${recall.shippedFrom}` : ''} ${recall.shippedTo ? `until ${recall.shippedTo}` : ''}`.trim()
      : '',
  ]
    .filter(Boolean)
    .join(', ');

/** The recalls as cards: title, what they cover, the notice, when published. */
export const RecallList = ({ recalls, empty }: { recalls: Recall[]; empty: string }) =>
  recalls.length === 0 ? (
    <p className="text-base-content/80">{empty}</p>
  ) : (
    <ul className="flex flex-col gap-4">
      {recalls.map((recall) => (
        <li key={recall._id} className="rounded-box border border-base-300 bg-base-100 p-4">
          <h2 className="font-semibold text-lg">{recall.title}</h2>
          <p className="text-base-content/80 text-sm">
            {recallScope(recall)}. Published {day.format(new Date(recall.publishedAt))}.
          </p>
          <p className="mt-2 whitespace-pre-line">{recall.notice}</p>
        </li>
      ))}
    </ul>
  );
