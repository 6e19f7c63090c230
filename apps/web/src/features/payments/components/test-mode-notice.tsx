import { paymentMessages } from '@ironvolt/shared/payments';
import { Icon } from '@/components/ui/icon';

/** Says plainly, before any card is typed, that the built-in test processor takes this payment: no money moves. */
export const TestModeNotice = () => (
  <div
    role="note"
    aria-label="Test mode"
    className="flex items-start gap-3 rounded-box border border-info border-l-4 bg-base-200 p-4"
  >
    <Icon name="credit-card" className="mt-0.5 size-5 shrink-0 text-info" />
    <div>
      <p className="font-semibold">{paymentMessages.testModeTitle}</p>
      <p className="text-sm">{paymentMessages.testModeHint}</p>
    </div>
  </div>
);
