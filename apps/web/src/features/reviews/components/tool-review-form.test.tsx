import { REVIEW_TEXT_MAX, reviewMessages, toolReviewMessages } from '@ironvolt/shared/reviews-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolReviewForm } from '@/features/reviews/components/tool-review-form';
import { fakeApi, on } from '@/testing/fake-api';

const PRODUCT = '00000000-0000-4000-8000-000000000042';

function renderForm(onReviewed = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToolReviewForm productId={PRODUCT} toolName="Rotary Hammer" onReviewed={onReviewed} />
    </QueryClientProvider>,
  );
  return onReviewed;
}

const send = () => screen.getByRole('button', { name: 'Send review' });
const comment = () => screen.getByLabelText('Your review (optional)');

afterEach(cleanup);

const userEvent = userEventLibrary.setup({ delay: null });

describe("a tool's review form", { timeout: 20_000 }, () => {
  it('sends nothing without stars, and says to choose them', async () => {
    const calls = fakeApi();
    const onReviewed = renderForm();
    await userEvent.click(send());
    expect(screen.getByRole('alert').textContent).toBe(reviewMessages.ratingRequired);
    expect(calls).toEqual([]);
    expect(onReviewed).not.toHaveBeenCalled();
  });

  // The arrow keys along the stars are the browser's own radios, checked in the browser test (tool-reviews.spec.ts).
  it('sends the chosen stars with the trimmed comment, then moves on', async () => {
    const calls = fakeApi(
      on('POST', `/products/${PRODUCT}/reviews`, () => ({
        status: 201,
        body: { acknowledged: true, insertedId: 'r-1' },
      })),
    );
    const onReviewed = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    await userEvent.type(comment(), '  Solid.  ');
    await userEvent.click(send());
    await waitFor(() => expect(onReviewed).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      { method: 'POST', path: `/products/${PRODUCT}/reviews`, body: { rating: 4, comment: 'Solid.' } },
    ]);
  });

  it('refuses a comment over the limit before sending', async () => {
    const calls = fakeApi();
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    // Past the textarea's own maxLength, as a paste through script could be.
    fireEvent.input(comment(), { target: { value: 'x'.repeat(REVIEW_TEXT_MAX + 1) } });
    await userEvent.click(send());
    expect(screen.getByRole('alert').textContent).toBe(reviewMessages.textTooLong);
    expect(calls).toEqual([]);
  });

  it('keeps the form when the server refuses, so nothing typed is lost', async () => {
    fakeApi(
      on('POST', `/products/${PRODUCT}/reviews`, () => ({
        status: 409,
        body: { message: toolReviewMessages.alreadyReviewed },
      })),
    );
    const onReviewed = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(comment(), 'Again');
    await userEvent.click(send());
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
    expect(onReviewed).not.toHaveBeenCalled();
    expect(comment()).toHaveProperty('value', 'Again');
  });
});
