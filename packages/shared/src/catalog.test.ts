import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_LIMIT, truncate } from './catalog.ts';

describe('truncate', () => {
  it('cuts text over the limit at exactly the limit and adds an ellipsis', () => {
    const text = 'x'.repeat(CARD_DESCRIPTION_LIMIT + 1);
    expect(truncate(text, CARD_DESCRIPTION_LIMIT)).toBe(`${'x'.repeat(90)}...`);
  });

  it('leaves text of the limit or shorter untouched', () => {
    expect(truncate('y'.repeat(90), 90)).toBe('y'.repeat(90));
    expect(truncate('short', 90)).toBe('short');
    expect(truncate('', 15)).toBe('');
  });
});
