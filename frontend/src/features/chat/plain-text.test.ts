import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('markdownToPlainText', () => {
  it('drops emphasis, headings and quote marks, keeping the words', () => {
    expect(
      markdownToPlainText('## Strategy\n\nAsk for the **itemized** bill, *politely*.\n\n> Stay calm'),
    ).toBe('Strategy\n\nAsk for the itemized bill, politely.\n\nStay calm');
  });

  it('writes links as their text and address, and list items as bullets', () => {
    expect(
      markdownToPlainText('- Call [the CFPB](https://www.consumerfinance.gov/)\n- Keep notes\n  - nested'),
    ).toBe('• Call the CFPB (https://www.consumerfinance.gov/)\n• Keep notes\n  • nested');
  });

  it('keeps amounts, asterisks in prose and hard line breaks as plain lines', () => {
    expect(markdownToPlainText('Hello,  \nThe fee is $35 * 2 = $70.\r\nThanks')).toBe(
      'Hello,\nThe fee is $35 * 2 = $70.\nThanks',
    );
  });

  it('leaves plain text alone', () => {
    const text = 'Hi, my name is Ana. I am calling about invoice 4411.';
    expect(markdownToPlainText(text)).toBe(text);
  });
});
